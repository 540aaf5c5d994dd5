import { ABILITIES } from '@skald/rules/constants/abilities';
import { SENSES } from '@skald/rules/constants/senses';
import { arrayOf, isObject, type JsonObject, numberOf, textOf } from './json-values.ts';

// Where each of the v2 API's action types goes, and the words a text stat block would name it with.
const ACTION_SECTIONS: Readonly<Record<string, { section: string; suffix?: string }>> = {
  ACTION: { section: 'actions' },
  BONUS_ACTION: { section: 'actions', suffix: ' (Bonus Action)' },
  REACTION: { section: 'reactions' },
  LEGENDARY_ACTION: { section: 'legendary_actions' },
  LAIR_ACTION: { section: 'special_abilities' },
};

/**
 * A creature of Open5e's current API (v2: `ability_scores`, `skill_bonuses`, size and type as objects, senses as
 * ranges, one list of actions each with its `action_type` and uses) in the flat shape of its first API, which
 * the Open5e reader reads. An action's uses and legendary cost are written into its name as a text stat block
 * writes them ("Fire Breath (Recharge 5-6)"), so the text layouts' own reader finds them.
 */
export function flatOpen5eV2Creature(source: JsonObject): JsonObject {
  const scores = isObject(source.ability_scores) ? source.ability_scores : {};
  const saves = isObject(source.saving_throws) ? source.saving_throws : {};
  const flat: JsonObject = {
    name: source.name,
    size: nameOf(source.size),
    type: nameOf(source.type),
    subtype: source.subcategory,
    alignment: source.alignment,
    armor_class: source.armor_class,
    hit_points: source.hit_points,
    hit_dice: source.hit_dice,
    challenge_rating: source.challenge_rating_text ?? numberOf(source.challenge_rating_decimal),
    skills: isObject(source.skill_bonuses) ? source.skill_bonuses : {},
    speed: speedOf(source.speed),
    senses: SENSES.flatMap((sense) => {
      const range = numberOf(source[`${sense}_range`]);
      return range ? [`${sense} ${range} ft.`] : [];
    }).join(', '),
    languages: languagesOf(source.languages),
    damage_vulnerabilities: namesOf(source.damage_vulnerabilities),
    damage_resistances: withNonmagical(namesOf(source.damage_resistances), source.nonmagical_attack_resistance),
    damage_immunities: withNonmagical(namesOf(source.damage_immunities), source.nonmagical_attack_immunity),
    condition_immunities: namesOf(source.condition_immunities),
    special_abilities: arrayOf(source.traits).filter(isObject),
  };
  for (const ability of ABILITIES) {
    flat[ability] = scores[ability];
    flat[`${ability}_save`] = saves[ability];
  }
  for (const action of arrayOf(source.actions).filter(isObject)) {
    const { section, suffix = '' } = ACTION_SECTIONS[String(action.action_type ?? 'ACTION')] ?? { section: 'actions' };
    const entries = arrayOf(flat[section]);
    entries.push({ name: `${textOf(action.name) ?? ''}${usesOf(action)}${suffix}`, desc: action.desc });
    flat[section] = entries;
  }
  return flat;
}

/** `{ name: "Small", key: "small" }` or a plain word. */
function nameOf(value: unknown): unknown {
  return isObject(value) ? (value.name ?? value.key) : value;
}

/** A list of damage types or conditions as objects, keys or addresses ("…/damagetypes/fire/"). */
function namesOf(value: unknown): string {
  return arrayOf(value)
    .map((entry) => {
      const name = textOf(nameOf(entry)) ?? '';
      return name.includes('/') ? (name.split('/').filter(Boolean).at(-1) ?? '') : name;
    })
    .filter((name) => name !== '')
    .join(', ');
}

function withNonmagical(list: string, nonmagical: unknown): string {
  if (nonmagical !== true) return list;
  const physical = 'bludgeoning, piercing, and slashing from nonmagical attacks';
  return list === '' ? physical : `${list}; ${physical}`;
}

/** The speeds without the unit the v2 API adds; a crawl is no speed a monster has here. */
function speedOf(value: unknown): JsonObject {
  if (!isObject(value)) return {};
  const { unit: _unit, crawl: _crawl, ...speeds } = value;
  return speeds;
}

/** `{ as_string: "Common, Goblin", data: […] }`, a list of language objects, or text. */
function languagesOf(value: unknown): string {
  if (isObject(value)) return textOf(value.as_string) ?? '';
  if (Array.isArray(value)) return namesOf(value);
  return textOf(value) ?? '';
}

function usesOf(action: JsonObject): string {
  const times = numberOf(action.uses_param);
  const cost = numberOf(action.legendary_cost);
  const uses =
    action.uses_type === 'PER_DAY' && times
      ? ` (${times}/Day)`
      : action.uses_type === 'RECHARGE_ON_ROLL' && times
        ? ` (Recharge ${times === 6 ? '6' : `${times}-6`})`
        : action.uses_type === 'RECHARGE_AFTER_REST'
          ? ' (Recharges after a Short or Long Rest)'
          : '';
  return cost && cost > 1 ? `${uses} (Costs ${cost} Actions)` : uses;
}
