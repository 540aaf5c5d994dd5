import type { Problem, Rule } from './shape.ts';

/** How large free-form data may be: each text, each list or object's entries, and how deeply it nests. */
export interface DataLimits {
  text: number;
  items: number;
  depth: number;
  /** The largest size of any number in it. */
  number: number;
  /** The most characters of text (keys included) in all of it together. */
  total: number;
}

function at(step: string, problem: Problem): Problem {
  return { ...problem, at: problem.at ? `${step}${problem.at.startsWith('[') ? '' : '.'}${problem.at}` : step };
}

/**
 * Data whose fields the engine carries without reading them all (a stat block's abilities, spellcasting)
 * still has a size: every text, list and object is bounded, every number finite, and nesting shallow. A
 * walk of the whole value, so it is kept for what arrives rarely (a combatant joining), not every hit.
 */
export function boundedData(limits: DataLimits): Rule {
  const tooLong: Problem = { at: '', what: `text of at most ${limits.text.toLocaleString('en-US')} characters` };
  const tooMany: Problem = { at: '', what: `at most ${limits.items} entries` };
  const tooDeep: Problem = { at: '', what: `nested at most ${limits.depth} levels deep` };
  const tooMuch: Problem = {
    at: '',
    what: `at most ${limits.total.toLocaleString('en-US')} characters of text in all`,
  };
  const notANumber: Problem = {
    at: '',
    what: `a number from ${(-limits.number).toLocaleString('en-US')} to ${limits.number.toLocaleString('en-US')}`,
  };

  let characters = 0;

  function problem(value: unknown, depth: number): Problem | null {
    if (typeof value === 'string') {
      characters += value.length;
      return value.length > limits.text ? tooLong : null;
    }
    if (typeof value === 'number') return value >= -limits.number && value <= limits.number ? null : notANumber;
    if (typeof value !== 'object' || value === null) return null;
    if (depth >= limits.depth) return tooDeep;
    if (Array.isArray(value)) {
      if (value.length > limits.items) return tooMany;
      for (let i = 0; i < value.length; i++) {
        const inner = problem(value[i], depth + 1);
        if (inner) return at(`[${i}]`, inner);
      }
      return null;
    }
    let entries = 0;
    for (const key in value) {
      entries += 1;
      if (entries > limits.items) return tooMany;
      characters += key.length;
      if (key.length > limits.text) return at(key.slice(0, 20), tooLong);
      const inner = problem((value as Record<string, unknown>)[key], depth + 1);
      if (inner) return at(key, inner);
    }
    return null;
  }

  return {
    problem(value) {
      characters = 0;
      return problem(value, 0) ?? (characters > limits.total ? tooMuch : null);
    },
  };
}
