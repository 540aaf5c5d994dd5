import { mergeConfig } from 'vitest/config';
import rules from './vitest.config.ts';

// The rules suite as the mutation pass (stryker.config.mjs) runs it once per mutant: each property a
// tenth as often (test/support/property-runs.ts), so a pass over src/encounter stays within hours on two
// shared cores. A mutant only a rarer case kills survives here; the full suite is the check.
export default mergeConfig(rules, { test: { provide: { propertyRunShare: 0.1 } } });
