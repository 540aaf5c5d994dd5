// `npm run bench [name…] [-- --option …]`: runs bench/<name>.bench.ts (all of them by default) one after
// another, passing the options (from the first `--…` on) to each. Each prints JSON lines {"bench", "metric", "value", "unit"},
// some with a "budget"; their output goes through as it comes, and at the end a table of the budgeted figures
// (pass or FAIL) is printed and written to bench-results/summary.md. Exits non-zero only when a bench crashed:
// a figure over its budget is reported, not an error.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { budgetedFigure, budgetTable } from './budget-table.mjs';

const dir = import.meta.dirname;
const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('--'));
const wanted = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
const benches = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace('.bench.ts', '')));
if (benches.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}.`);
  process.exit(1);
}

/** Runs one bench, its stdout passed through as it comes; resolves to its budgeted figures and how it ended. */
function runBench(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `${dir}/${file}`, ...options], {
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    const figures = [];
    let partial = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const figure = budgetedFigure(line.trim());
        if (figure) figures.push(figure);
      }
    });
    child.on('error', (error) => resolve({ figures, crash: error.message }));
    child.on('close', (code, signal) => {
      const figure = budgetedFigure(partial.trim());
      if (figure) figures.push(figure);
      resolve({ figures, crash: code === 0 ? undefined : signal ? `killed by ${signal}` : `exit code ${code}` });
    });
  });
}

const figures = [];
const crashes = [];
for (const file of benches) {
  const result = await runBench(file);
  figures.push(...result.figures);
  if (result.crash) {
    crashes.push(`bench ${file} failed (${result.crash}); figures it did not reach are missing from the table.`);
    console.error(`bench ${file} failed`);
  }
}

const table = budgetTable(figures);
const summaryPath = join(dirname(dir), 'bench-results', 'summary.md');
mkdirSync(dirname(summaryPath), { recursive: true });
writeFileSync(
  summaryPath,
  [
    '# Bench summary',
    '',
    `\`${['npm run bench', ...args].join(' ')}\`, ${new Date().toISOString()}: ${benches.map((file) => file.replace('.bench.ts', '')).join(', ')}.`,
    '',
    table,
    ...crashes.map((crash) => `\n${crash}`),
    '',
  ].join('\n'),
);
console.log(`\nBudgets (also in ${relative(process.cwd(), summaryPath)}):\n\n${table}`);
for (const crash of crashes) console.error(crash);
process.exit(crashes.length > 0 ? 1 : 0);
