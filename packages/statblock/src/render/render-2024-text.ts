import { type Ability, abilityModifier } from '@skald/rules/constants/abilities';
import { DEFAULT_LEGENDARY_COUNT, type Monster, type MonsterAbility } from '@skald/rules/monster/monster';
import { entriesToWrite } from './entries-to-write.ts';
import { displayName, sentenceName, sizeTypeLine } from './monster-lines.ts';
import {
  abilityShort,
  capitalised,
  challengeLabel,
  defensesText,
  experienceOf,
  hitPointsText,
  passivePerception,
  proficiencyOf,
  sensesList,
  signed,
  skillsText,
  speedsText,
} from './stat-block-words.ts';

/**
 * A monster in the 2024 books' layout: "AC" and "Initiative" on one line, the ability scores as a table with
 * MOD and SAVE columns (three abilities a row), immunities to damage and conditions on one line,
 * "CR 5 (XP 1,800; PB +3)", and entries worded "Melee Attack Roll: +5" and "Dexterity Saving Throw: DC 13".
 */
export function render2024Text(monster: Monster): string {
  const initiative = abilityModifier(monster.dexterity);
  const immunities = [defensesText(monster.damage_immunities, true), conditionList(monster)].filter(Boolean);
  const lines = [
    displayName(monster),
    sizeTypeLine(monster, true),
    `AC ${monster.armor_class} Initiative ${signed(initiative)} (${10 + initiative})`,
    `HP ${hitPointsText(monster)}`,
    `Speed ${speedsText(monster, true)}`,
    'MOD SAVE MOD SAVE MOD SAVE',
    abilityRow(monster, ['strength', 'dexterity', 'constitution']),
    abilityRow(monster, ['intelligence', 'wisdom', 'charisma']),
    ...optional('Skills', skillsText(monster)),
    ...optional('Vulnerabilities', defensesText(monster.damage_vulnerabilities, true)),
    ...optional('Resistances', defensesText(monster.damage_resistances, true)),
    ...optional('Immunities', immunities.length > 0 ? immunities.join('; ') : undefined),
    `Senses ${[sensesList(monster, true).join(', '), `Passive Perception ${passivePerception(monster)}`].filter(Boolean).join('; ')}`,
    `Languages ${monster.languages?.join(', ') || 'None'}`,
    `CR ${challengeLabel(monster.challenge_rating)} (XP ${experienceOf(monster.challenge_rating)}; PB ${signed(proficiencyOf(monster.challenge_rating))})`,
    ...section('Traits', monster.special_abilities),
    ...section('Actions', monster.actions),
    ...section('Reactions', monster.reactions),
  ];
  if ((monster.legendary_actions ?? []).length > 0) {
    const count = monster.legendary_count ?? DEFAULT_LEGENDARY_COUNT;
    lines.push(
      'Legendary Actions',
      `Legendary Action Uses: ${count}. Immediately after another creature's turn, the ${sentenceName(monster)} can spend a use to take one of the following actions. It regains all spent uses at the start of each of its turns.`,
      ...entryLines(monster.legendary_actions),
    );
  }
  return lines.join('\n');
}

/** "Str 27 +8 +8 Dex 10 +0 +6 Con 25 +7 +13": score, modifier, saving throw. */
function abilityRow(monster: Monster, abilities: readonly Ability[]): string {
  return abilities
    .map((ability) => {
      const modifier = abilityModifier(monster[ability]);
      const save = monster.saving_throws?.[ability] ?? modifier;
      return `${abilityShort(ability)} ${monster[ability]} ${signed(modifier)} ${signed(save)}`;
    })
    .join(' ');
}

function conditionList(monster: Monster): string | undefined {
  return monster.condition_immunities?.map(capitalised).join(', ') || undefined;
}

function optional(label: string, value: string | undefined): string[] {
  return value === undefined ? [] : [`${label} ${value}`];
}

function section(title: string, abilities: readonly MonsterAbility[] | undefined): string[] {
  return (abilities ?? []).length > 0 ? [title, ...entryLines(abilities)] : [];
}

function entryLines(abilities: readonly MonsterAbility[] | undefined): string[] {
  return entriesToWrite(abilities, '2024').map(({ heading, text }) => `${heading}. ${text}`);
}
