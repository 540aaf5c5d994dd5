import { ABILITIES, type Ability } from '@skald/rules/constants/abilities';
import type { MonsterSpell, MonsterSpellcasting } from '@skald/rules/monster/monster';
import { isObject, type JsonObject, numberOf, textOf, type UnreadFields } from './json-values.ts';

/** Shieldmaiden's caster fields, read into a Skald NPC's `spellcasting` (unread when the NPC casts nothing). */
export const SHIELDMAIDEN_CASTER_FIELDS = [
  'caster_ability',
  'caster_level',
  'caster_save_dc',
  'caster_spell_attack',
  'caster_spell_slots',
  'caster_spells',
  'innate_ability',
  'innate_spell_save_dc',
  'innate_save_dc',
  'innate_spell_attack',
  'innate_spells',
] as const;

/** A spell's page in the compendium by its name: 'Fire Bolt' → 'fire-bolt'. */
export function spellSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A Shieldmaiden NPC's spellcasting: prepared spells (`caster_*`: ability, level, save DC, spell attack, slots by
 * level, spells) and innate ones (`innate_*`, each spell cast at will or a number of times a day). Spells are a
 * map of the spell's id to `{ name, level, custom }`: a custom spell keeps its id in `url` (an importer points it
 * at the spell it imports), a compendium spell gets the compendium's page by its name.
 */
export function shieldmaidenSpellcasting(source: JsonObject, unread: UnreadFields): MonsterSpellcasting[] {
  const castings: MonsterSpellcasting[] = [];
  const prepared = spellList(source.caster_spells, 'caster_spells', unread, false);
  const slots = slotsOf(source.caster_spell_slots);
  if (prepared.length > 0 || Object.keys(slots).length > 0) {
    castings.push({
      trait: 'Spellcasting',
      innate: false,
      ability: abilityOf(source.caster_ability, 'caster_ability', unread),
      ...whole('save_dc', source.caster_save_dc),
      ...whole('spell_attack', source.caster_spell_attack),
      ...whole('caster_level', source.caster_level),
      components_required: [],
      slots,
      spells: prepared,
    });
  }
  const innate = spellList(source.innate_spells, 'innate_spells', unread, true);
  if (innate.length > 0) {
    castings.push({
      trait: 'Innate Spellcasting',
      innate: true,
      ability: abilityOf(source.innate_ability, 'innate_ability', unread),
      // Both spellings are seen in the wild.
      ...whole('save_dc', source.innate_spell_save_dc ?? source.innate_save_dc),
      ...whole('spell_attack', source.innate_spell_attack),
      components_required: [],
      slots: {},
      spells: innate,
    });
  }
  return castings;
}

/** Whether the NPC names spells of its own making (which an importer must find in the same file). */
export function isCustomSpell(entry: unknown): boolean {
  return isObject(entry) && entry.custom === true;
}

function spellList(value: unknown, path: string, unread: UnreadFields, innate: boolean): MonsterSpell[] {
  if (value === undefined || value === null) return [];
  if (!isObject(value)) {
    unread.add(path, value, 'not spells by id');
    return [];
  }
  return Object.entries(value).flatMap(([id, entry]): MonsterSpell[] => {
    const name = isObject(entry) ? textOf(entry.name) : undefined;
    if (!isObject(entry) || !name) {
      unread.add(`${path}.${id}`, entry, 'a spell without a name');
      return [];
    }
    const level = Math.min(9, Math.max(0, Math.trunc(numberOf(entry.level) ?? 0)));
    const spell: MonsterSpell = { url: isCustomSpell(entry) ? id : spellSlug(name), name, level };
    if (innate) {
      const limit = Math.trunc(numberOf(entry.limit) ?? 0);
      if (limit > 0) Object.assign(spell, { limit, limit_type: 'day' });
      else spell.at_will = true;
    }
    return [spell];
  });
}

/** Slots by level: a map, or a list indexed by level as Firebase keeps small maps. */
function slotsOf(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  const slots: Record<string, number> = {};
  for (const [level, count] of Object.entries(value)) {
    const slotCount = numberOf(count);
    if (/^[1-9]$/.test(level) && slotCount !== undefined && slotCount > 0) slots[level] = Math.trunc(slotCount);
  }
  return slots;
}

function abilityOf(value: unknown, path: string, unread: UnreadFields): Ability {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const ability = word.length >= 3 ? ABILITIES.find((name) => name.startsWith(word)) : undefined;
  if (!ability && value !== undefined) unread.add(path, value, 'not an ability; intelligence is used');
  return ability ?? 'intelligence';
}

function whole<Key extends string>(key: Key, value: unknown): Partial<Record<Key, number>> {
  const number = numberOf(value);
  return number === undefined || number < 0 ? {} : ({ [key]: Math.trunc(number) } as Record<Key, number>);
}
