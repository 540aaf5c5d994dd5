import { ordinal } from '../labels.ts';
import type { MonsterSpellcastingRecord, MonsterSpellRecord } from './records.ts';

export interface SpellGroup {
  label: string;
  spells: MonsterSpellRecord[];
}

/**
 * A caster's spells as the stat block lists them: prepared spells by level with their slots
 * ('1st level (4 slots)'), innate ones by how often they can be cast ('At will', '1/day each').
 */
export function spellGroups(casting: MonsterSpellcastingRecord): SpellGroup[] {
  const groups = new Map<string, MonsterSpellRecord[]>();
  const add = (label: string, spell: MonsterSpellRecord) => groups.set(label, [...(groups.get(label) ?? []), spell]);
  const sorted = [...casting.spells].sort((a, b) => a.level - b.level);
  if (casting.innate) {
    for (const spell of sorted.filter((s) => s.at_will)) add('At will', spell);
    const limited = sorted.filter((s) => !s.at_will).sort((a, b) => (b.limit ?? 0) - (a.limit ?? 0));
    for (const spell of limited) add(spell.limit ? `${spell.limit}/day each` : 'Other', spell);
    return [...groups].map(([label, spells]) => ({ label, spells }));
  }
  for (const spell of sorted) {
    if (spell.level === 0) {
      add('Cantrips (at will)', spell);
      continue;
    }
    const slots = casting.slots[String(spell.level)];
    const slotText = slots === undefined ? '' : ` (${slots} ${slots === 1 ? 'slot' : 'slots'})`;
    add(`${ordinal(spell.level)} level${slotText}`, spell);
  }
  return [...groups].map(([label, spells]) => ({ label, spells }));
}

/** The trait's own lines that list spells, which the linked list replaces. */
export function isSpellListLine(line: string): boolean {
  return /^-?\s*(cantrips?\b|at will\b|\d+\/day\b|\d+(st|nd|rd|th) level\b)/i.test(line.trim());
}
