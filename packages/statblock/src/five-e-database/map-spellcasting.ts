import type { MonsterSpell, MonsterSpellcasting } from '@skald/contract/compendium-records';
import { abilityFromAbbreviation } from './ability-abbreviation.ts';
import type { SrdSpellcasting, SrdSpellcastingSpell } from './monster-source.ts';
import type { Skip } from './skipped.ts';
import { slugFromUrl } from './slug.ts';

/** The numbers and spell list of a Spellcasting trait; the trait's text stays with the special abilities. */
export function mapSpellcasting(trait: string, source: SrdSpellcasting, skip: Skip): MonsterSpellcasting | undefined {
  const field = `special_abilities.${trait}.spellcasting`;
  const ability = abilityFromAbbreviation(source.ability.index);
  if (!ability) {
    skip(field, `"${source.ability.index}" is not an ability`);
    return undefined;
  }
  return {
    trait,
    innate: /\binnate\b/i.test(trait),
    ability,
    ...(source.dc === undefined ? {} : { save_dc: source.dc }),
    ...(source.modifier === undefined ? {} : { spell_attack: source.modifier }),
    ...(source.level === undefined ? {} : { caster_level: source.level }),
    ...(source.school === undefined ? {} : { spell_list: source.school }),
    components_required: source.components_required ?? [],
    slots: source.slots ?? {},
    spells: source.spells.map((spell) => mapMonsterSpell(spell, `${field}.${spell.name}`, skip)),
  };
}

function mapMonsterSpell(spell: SrdSpellcastingSpell, field: string, skip: Skip): MonsterSpell {
  const result: MonsterSpell = { url: slugFromUrl(spell.url, spell.name), name: spell.name, level: spell.level };
  if (spell.notes) result.notes = spell.notes;
  if (spell.usage?.type === 'at will') result.at_will = true;
  else if (spell.usage?.type === 'per day' && spell.usage.times !== undefined) {
    result.limit = spell.usage.times;
    result.limit_type = 'day';
  } else if (spell.usage) skip(`${field}.usage`, `usage "${spell.usage.type}" is neither at will nor per day`);
  return result;
}
