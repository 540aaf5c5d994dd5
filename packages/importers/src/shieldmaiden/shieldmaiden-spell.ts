import { SPELLCASTING_CLASSES } from '@skald/rules/constants/spells';
import { arrayOf, isObject, type JsonObject, numberOf, textOf } from '@skald/statblock/json/json-values';
import { nameText } from '../words.ts';
import { castingTime, spellDuration, spellRange } from './shieldmaiden-spell-text.ts';

const COMPONENTS: Record<string, string> = { verbal: 'V', somatic: 'S', material: 'M' };

export type SpellConversion = { spell: Record<string, unknown>; change?: string } | { refusal: string };

/**
 * A Shieldmaiden spell as Skald's spell form takes it: name, level, school, classes, components and material,
 * casting time, range and duration in words, ritual, concentration, description, at higher levels, and the
 * dice its first damage or healing roll scales to. Values are passed as found, so the spell schema refuses a
 * wrong one with its own sentence. Its actions (attack and save rolls), projectiles and options are not read.
 */
export function convertShieldmaidenSpell(source: unknown): SpellConversion {
  if (!isObject(source)) return { refusal: 'It is not a spell (an object of fields).' };
  if (!nameText(source.name)) return { refusal: 'It has no name, so it was left out.' };
  const components = arrayOf(source.components).flatMap((word) =>
    typeof word === 'string' && COMPONENTS[word] ? [COMPONENTS[word]] : [],
  );
  const material = textOf(source.material_description) ?? '';
  const changes: string[] = [];
  if (components.includes('M') && !material) {
    components.splice(components.indexOf('M'), 1);
    changes.push('It names a material component without saying what it is, so M was left off.');
  }
  const school = typeof source.school === 'string' ? source.school.trim().toLowerCase() : source.school;
  const spell: Record<string, unknown> = {
    name: source.name,
    level: source.level,
    school,
    classes: arrayOf(source.classes).filter((name) => SPELLCASTING_CLASSES.includes(name as never)),
    components,
    material,
    casting_time: castingTime(source.cast_time_type, source.cast_time, source.cast_time_react_desc),
    range: spellRange(source.range_type, source.range, source.aoe_type, source.aoe_size),
    duration: spellDuration(source.duration_type, source.duration, source.duration_scale),
    concentration: source.duration_type === 'concentration',
    ritual: source.ritual === true,
    desc: textOf(source.description) ?? '',
    higher_level: textOf(source.higher_level) ?? '',
    ...scaling(source),
  };
  if (arrayOf(source.actions).length > 0) changes.push('Its rolls (actions) have no place in a Skald spell.');
  return changes.length > 0 ? { spell, change: changes.join(' ') } : { spell };
}

/** The first roll with dice of a damage or healing action, and whether it heals. */
function firstRoll(source: JsonObject): { roll: JsonObject; heals: boolean } | undefined {
  for (const action of arrayOf(source.actions).filter(isObject)) {
    const roll = arrayOf(action.rolls)
      .filter(isObject)
      .find((entry) => numberOf(entry.dice_count) !== undefined);
    if (roll) return { roll, heals: action.type === 'healing' };
  }
  return undefined;
}

function dice(diceCount: number, diceType: number, fixed: number): string {
  const bonus = fixed === 0 ? '' : fixed > 0 ? ` + ${fixed}` : ` - ${-fixed}`;
  return `${diceCount}d${diceType}${bonus}`;
}

/**
 * Shieldmaiden scales a roll by character level (`character_level`: the dice at each listed level), by slot
 * level (`spell_level`: the dice at each listed slot) or per slot above the spell's level (`spell_scale`: each
 * step of `level` slots adds `dice_count` dice). Skald keeps one map of level to dice.
 */
function scaling(source: JsonObject): Record<string, Record<string, string>> {
  const found = firstRoll(source);
  const kind = source.scaling;
  if (!found || !['character_level', 'spell_level', 'spell_scale'].includes(kind as string)) return {};
  const { roll, heals } = found;
  const baseCount = Math.trunc(numberOf(roll.dice_count) ?? 0);
  const diceType = Math.trunc(numberOf(roll.dice_type) ?? 0);
  const fixed = Math.trunc(numberOf(roll.fixed_val) ?? 0);
  if (baseCount < 1 || diceType < 1) return {};
  const steps = arrayOf(roll.scaling)
    .filter(isObject)
    .flatMap((step) => {
      const level = Math.trunc(numberOf(step.level) ?? 0);
      const added = Math.trunc(numberOf(step.dice_count) ?? 0);
      return level >= 1 && level <= 20 && added >= 1 ? [{ level, added, fixed: numberOf(step.fixed_val) }] : [];
    });
  if (steps.length === 0) return {};
  const spellLevel = Math.min(9, Math.max(0, Math.trunc(numberOf(source.level) ?? 0)));
  const byLevel: Record<string, string> = {};
  if (kind === 'spell_scale') {
    const step = steps[0];
    if (!step) return {};
    for (let slot = Math.max(1, spellLevel); slot <= 9; slot += 1) {
      const extra = Math.floor((slot - spellLevel) / step.level) * step.added;
      byLevel[String(slot)] = dice(baseCount + extra, diceType, fixed);
    }
  } else {
    const [lowest, highest] = kind === 'character_level' ? [1, 20] : [Math.max(1, spellLevel), 9];
    for (const step of steps.filter((entry) => entry.level >= lowest && entry.level <= highest)) {
      byLevel[String(step.level)] = dice(step.added, diceType, Math.trunc(step.fixed ?? fixed));
    }
  }
  const key =
    kind === 'character_level' ? 'damage_at_character_level' : heals ? 'heal_at_slot_level' : 'damage_at_slot_level';
  return { [key]: byLevel };
}
