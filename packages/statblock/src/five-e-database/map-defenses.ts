import {
  DAMAGE_TYPES,
  type DefenseKey,
  PHYSICAL_DAMAGE_TYPES,
  type PhysicalDamageType,
} from '@skald/rules/constants/damage-types';
import { isOneOf } from './one-of.ts';
import type { Skip } from './skipped.ts';

const NON_MAGICAL = /^(.+?) from nonmagical (?:weapons|attacks)\s*(.*)$/;
const LIST = /\s*,\s*(?:and\s+)?|\s+and\s+/;

/**
 * "fire" → fire; "bludgeoning, piercing, and slashing from nonmagical weapons" → the three non-magical
 * keys. A qualifier after it ("that aren't silvered") cannot be kept: the key still applies, and the
 * loss is reported. Anything else ("damage from spells") is reported and left out.
 */
export function mapDefenses(texts: readonly string[], field: string, skip: Skip): DefenseKey[] {
  const keys = new Set<DefenseKey>();
  for (const text of texts) {
    const lower = text.trim().toLowerCase();
    if (isOneOf(DAMAGE_TYPES, lower)) {
      keys.add(lower);
      continue;
    }
    const match = NON_MAGICAL.exec(lower);
    const types = match?.[1]?.split(LIST) ?? [];
    if (!match || types.length === 0 || !types.every((type) => isOneOf(PHYSICAL_DAMAGE_TYPES, type))) {
      skip(field, `"${text}" is neither a damage type nor non-magical bludgeoning, piercing or slashing`);
      continue;
    }
    for (const type of types as PhysicalDamageType[]) keys.add(`non_magical_${type}`);
    const qualifier = match[2];
    if (qualifier) skip(field, `"${text}": "${qualifier}" cannot be kept, mapped to non-magical ${types.join(', ')}`);
  }
  return [...keys];
}
