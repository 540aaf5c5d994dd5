import { CONDITIONS } from '@skald/rules/constants/conditions';
import { isOneOf } from '@skald/statblock/five-e-database/one-of';
import { skipLog } from '@skald/statblock/five-e-database/skipped';
import { sourceSlug } from '@skald/statblock/five-e-database/slug';
import type { CompendiumCondition, Mapped } from './compendium-records.ts';
import { paragraphs } from './paragraphs.ts';
import type { SrdCondition } from './srd-source.ts';

/** A condition the tracker does not know cannot be applied, so it is left out (and reported). */
export function mapCondition(source: SrdCondition): Mapped<CompendiumCondition | undefined> {
  const url = sourceSlug(source.index, source.name);
  const { skipped, skip } = skipLog(`conditions/${url}`);
  if (!isOneOf(CONDITIONS, source.index)) {
    skip('index', `"${source.index}" is not one of the 15 conditions`);
    return { value: undefined, skipped };
  }
  return { value: { url, name: source.name, condition: source.index, desc: paragraphs(source.desc) }, skipped };
}
