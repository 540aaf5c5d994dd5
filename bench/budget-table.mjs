// The closing table of `npm run bench`: each figure a bench reported with a budget (bench/report.ts), its
// value, the budget and pass or FAIL, as an aligned Markdown table that reads the same in a terminal.

/**
 * @typedef {{ max: number } | { min: number }} Budget
 * @typedef {{ bench: string, metric: string, value: number | null, unit: string, budget: Budget }} BudgetedFigure
 */

/**
 * The budgeted figure a bench's stdout line carries, or undefined for any other line.
 * @param {string} line
 * @returns {BudgetedFigure | undefined}
 */
export function budgetedFigure(line) {
  if (!line.startsWith('{')) return undefined;
  let parsed;
  try {
    parsed = JSON.parse(line);
  } catch {
    return undefined;
  }
  const budget = parsed?.budget;
  if (typeof budget?.max !== 'number' && typeof budget?.min !== 'number') return undefined;
  return parsed;
}

/** @param {BudgetedFigure} figure */
function passes({ value, budget }) {
  if (typeof value !== 'number') return false;
  return 'max' in budget ? value <= budget.max : value >= budget.min;
}

/** @param {BudgetedFigure} figure */
function row(figure) {
  const { bench, metric, value, unit, budget } = figure;
  const limit = 'max' in budget ? `≤ ${budget.max} ${unit}` : `≥ ${budget.min} ${unit}`;
  const shown = typeof value === 'number' ? `${value} ${unit}` : 'none';
  return [bench, metric, shown, limit, passes(figure) ? 'pass' : 'FAIL'];
}

/**
 * The figures as an aligned Markdown table (bench, figure, value, budget, result), or a sentence when there are none.
 * @param {BudgetedFigure[]} figures
 */
export function budgetTable(figures) {
  if (figures.length === 0) return 'No figure with a budget was reported.';
  const rows = [['bench', 'figure', 'value', 'budget', 'result'], ...figures.map(row)];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  const failed = figures.filter((figure) => !passes(figure)).length;
  const all = figures.length === 1 ? 'The figure is' : `All ${figures.length} figures are`;
  const verdict = failed === 0 ? `${all} within budget.` : `${failed} of ${figures.length} missed their budget.`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line), '', verdict].join('\n');
}
