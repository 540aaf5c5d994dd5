import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The share of each property's runs to make: below 1 only in the mutation pass (vitest.mutation.config.ts). */
    propertyRunShare?: number;
  }
}

/**
 * fast-check's parameters for a property checked `numRuns` times. The mutation pass runs the suite once
 * per mutant and scales the runs down; every other run makes them all.
 */
export function propertyRuns(numRuns: number): { numRuns: number } {
  const share = inject('propertyRunShare') ?? 1;
  return { numRuns: Math.max(1, Math.round(numRuns * share)) };
}
