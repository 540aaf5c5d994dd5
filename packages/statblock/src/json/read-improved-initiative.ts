import { ABILITIES, abilityModifier } from '@skald/rules/constants/abilities';
import { DEFAULT_LEGENDARY_COUNT } from '@skald/rules/monster/monster';
import { readEntryUsage } from '../text/entry-usage.ts';
import {
  readDefenses,
  readHitPoints,
  readLanguages,
  readSavingThrows,
  readSenses,
  readSkills,
  readSpeeds,
  readTypeLine,
} from '../text/header-values.ts';
import { entriesFromText, legendaryCountIn } from './entry-from-text.ts';
import type { JsonMonsterReading } from './json-reading.ts';
import {
  arrayOf,
  entryObjects,
  isObject,
  type JsonObject,
  listText,
  numberOf,
  textOf,
  UnreadFields,
} from './json-values.ts';
import { skillExpertise } from './skill-expertise.ts';

const SECTIONS = [
  ['Traits', 'special_abilities'],
  ['Actions', 'actions'],
  ['LegendaryActions', 'legendary_actions'],
  ['Reactions', 'reactions'],
] as const;

/**
 * An Improved Initiative stat block: `Type` holds size, type and alignment in one string, `HP.Notes` the hit
 * dice, saves and skills are `{ Name, Modifier }` lists, the other lists are text, and entries are
 * `{ Name, Content }` whose rolls are only in the text; all of it read with the text layouts' readers.
 */
export function readImprovedInitiative(source: JsonObject): JsonMonsterReading {
  const unread = new UnreadFields();
  const hp = isObject(source.HP) ? source.HP : {};
  const ac = isObject(source.AC) ? source.AC : {};
  const scores = isObject(source.Abilities) ? source.Abilities : {};
  const typeText = textOf(source.Type) ?? '';
  const typeLine = readTypeLine(typeText);
  if (typeText !== '' && !typeLine) unread.add('Type', typeText);
  const monster: JsonObject = {
    name: source.Name,
    size: typeLine?.size,
    type: typeLine?.type,
    subtype: typeLine?.subtype,
    alignment: typeLine?.alignment,
    armor_class: numberOf(ac.Value),
    hit_points: numberOf(hp.Value),
    hit_dice: readHitPoints(`${numberOf(hp.Value) ?? 0} ${textOf(hp.Notes) ?? ''}`).hitDice,
    challenge_rating: textOf(source.Challenge),
  };
  for (const ability of ABILITIES) {
    const key = `${ability.charAt(0).toUpperCase()}${ability.slice(1, 3)}`;
    monster[ability] = scores[key];
  }
  monster.saving_throws = readSavingThrows(namedModifiers(source.Saves));
  monster.skills = readSkills(namedModifiers(source.Skills));
  monster.skills_expertise = skillExpertise(monster);
  monster.speeds = readSpeeds(listText(source.Speed));
  monster.senses = readSenses(listText(source.Senses));
  monster.languages = readLanguages(listText(source.Languages));
  monster.damage_vulnerabilities = readDefenses(listText(source.DamageVulnerabilities)).damage;
  monster.damage_resistances = readDefenses(listText(source.DamageResistances)).damage;
  monster.damage_immunities = readDefenses(listText(source.DamageImmunities)).damage;
  monster.condition_immunities = readDefenses(listText(source.ConditionImmunities)).conditions;
  for (const [key, section] of SECTIONS) {
    const entries = entryObjects(source[key], key, unread);
    // "The dragon can take 3 legendary actions, …" written as an entry is the count, not an action.
    const intro = section === 'legendary_actions' ? entries.find(isLegendaryIntro) : undefined;
    if (intro) monster.legendary_count = legendaryCountIn(textOf(intro.Content) ?? '');
    monster[section] = entries
      .filter((entry) => entry !== intro)
      .flatMap((entry) =>
        entriesFromText(nameWithUsage(entry), textOf(entry.Content) ?? '', section === 'legendary_actions'),
      );
  }
  if (arrayOf(monster.legendary_actions).length > 0) monster.legendary_count ??= DEFAULT_LEGENDARY_COUNT;
  const initiative = numberOf(source.InitiativeModifier);
  const dexterity = numberOf(scores.Dex);
  if (initiative !== undefined && dexterity !== undefined && initiative !== abilityModifier(dexterity))
    unread.add('InitiativeModifier', initiative, 'an NPC rolls initiative with its Dexterity modifier');
  return { monster: monster as JsonMonsterReading['monster'], unread: unread.fields };
}

function isLegendaryIntro(entry: JsonObject): boolean {
  return legendaryCountIn(textOf(entry.Content) ?? '') !== undefined;
}

/**
 * The entry's name with its `Usage` ("Recharge 5-6", "3/Day", "Costs 2 Actions") in brackets, as a stat block
 * writes it, so the text layouts' reader finds it; a usage that reader would not know stays out of the name.
 */
function nameWithUsage(entry: JsonObject): string {
  const name = textOf(entry.Name) ?? '';
  const usage = textOf(entry.Usage)?.trim() ?? '';
  if (usage === '' || usage.includes('(') || usage.includes(')')) return name;
  const withUsage = `${name} (${usage})`;
  return readEntryUsage(withUsage, false).name === name.trim() ? withUsage : name;
}

/** `[{ Name: 'Dex', Modifier: 5 }]` → "Dex +5", as a stat block writes it. */
function namedModifiers(value: unknown): string {
  return arrayOf(value)
    .flatMap((entry) => {
      if (typeof entry === 'string') return [entry];
      if (!isObject(entry)) return [];
      const name = textOf(entry.Name);
      const bonus = numberOf(entry.Modifier);
      return name === undefined || bonus === undefined ? [] : [`${name} ${bonus < 0 ? bonus : `+${bonus}`}`];
    })
    .join(', ');
}
