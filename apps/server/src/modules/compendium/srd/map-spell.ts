import { DAMAGE_TYPES } from '@skald/rules/constants/damage-types';
import { abilityFromAbbreviation } from '@skald/statblock/five-e-database/ability-abbreviation';
import { isOneOf } from '@skald/statblock/five-e-database/one-of';
import { type Skip, skipLog } from '@skald/statblock/five-e-database/skipped';
import { sourceSlug } from '@skald/statblock/five-e-database/slug';
import type { CompendiumSpell, Mapped, SpellComponent } from './compendium-records.ts';
import { paragraphs } from './paragraphs.ts';
import type { SrdSpell } from './srd-source.ts';

const COMPONENTS = ['V', 'S', 'M'] as const satisfies readonly SpellComponent[];
const ATTACK_TYPES = ['melee', 'ranged'] as const;
const SAVE_SUCCESS = ['half', 'none', 'other'] as const;

export function mapSpell(source: SrdSpell): Mapped<CompendiumSpell> {
  const url = sourceSlug(source.index, source.name);
  const { skipped, skip } = skipLog(`spells/${url}`);
  const spell: CompendiumSpell = {
    url,
    name: source.name,
    level: source.level,
    school: source.school.index,
    classes: source.classes.map((entry) => entry.index),
    subclasses: source.subclasses.map((entry) => entry.index),
    casting_time: source.casting_time,
    range: source.range,
    components: components(source.components, skip),
    ...(source.material ? { material: source.material } : {}),
    duration: source.duration,
    concentration: source.concentration,
    ritual: source.ritual,
    desc: paragraphs(source.desc),
    ...(source.higher_level?.length ? { higher_level: paragraphs(source.higher_level) } : {}),
    ...scaling(source),
    ...(source.area_of_effect ? { area_of_effect: source.area_of_effect } : {}),
  };

  if (source.attack_type !== undefined) {
    if (isOneOf(ATTACK_TYPES, source.attack_type)) spell.attack_type = source.attack_type;
    else skip('attack_type', `"${source.attack_type}" is neither melee nor ranged`);
  }
  const damageType = source.damage?.damage_type?.index;
  if (damageType !== undefined) {
    if (isOneOf(DAMAGE_TYPES, damageType)) spell.damage_type = damageType;
    else skip('damage.damage_type', `"${damageType}" is not one of the 13 damage types`);
  }
  if (source.dc) {
    const ability = abilityFromAbbreviation(source.dc.dc_type.index);
    const success = source.dc.dc_success;
    if (ability && isOneOf(SAVE_SUCCESS, success)) {
      spell.dc = { ability, success, ...(source.dc.desc ? { desc: source.dc.desc } : {}) };
    } else skip('dc', `a save of "${source.dc.dc_type.index}" with success "${success}" is not representable`);
  }
  return { value: spell, skipped };
}

function components(source: readonly string[], skip: Skip): SpellComponent[] {
  return source.flatMap((component) => {
    if (isOneOf(COMPONENTS, component)) return [component];
    skip('components', `"${component}" is not V, S or M`);
    return [];
  });
}

function scaling(source: SrdSpell): Partial<CompendiumSpell> {
  const { damage_at_slot_level, damage_at_character_level } = source.damage ?? {};
  return {
    ...(damage_at_slot_level ? { damage_at_slot_level } : {}),
    ...(damage_at_character_level ? { damage_at_character_level } : {}),
    ...(source.heal_at_slot_level ? { heal_at_slot_level: source.heal_at_slot_level } : {}),
  };
}
