import { ABILITIES, abilityModifier } from '@skald/rules/constants/abilities';
import type { Monster, MonsterAbility } from '@skald/rules/monster/monster';
import { entriesToWrite } from './entries-to-write.ts';
import { displayName, legendaryIntro, sizeTypeLine } from './monster-lines.ts';
import {
  challengeLabel,
  defensesText,
  experienceOf,
  hitPointsText,
  passivePerception,
  savesText,
  sensesList,
  signed,
  skillsText,
  speedsText,
} from './stat-block-words.ts';

/**
 * A monster written as the SRD and the printed books lay a stat block out, as it reads when copied from a PDF
 * page: one line per field, the ability scores under their six abbreviations, then the entries, each
 * "Name. Text." under its section's heading.
 */
export function renderSrdText(monster: Monster): string {
  const lines = [
    displayName(monster),
    sizeTypeLine(monster),
    `Armor Class ${monster.armor_class}`,
    `Hit Points ${hitPointsText(monster)}`,
    `Speed ${speedsText(monster)}`,
    'STR DEX CON INT WIS CHA',
    ABILITIES.map((ability) => `${monster[ability]} (${signed(abilityModifier(monster[ability]))})`).join(' '),
    ...labelled(detailLines(monster)),
  ];
  lines.push(...entryLines(monster.special_abilities));
  lines.push(...section('Actions', monster.actions));
  lines.push(...section('Reactions', monster.reactions));
  if ((monster.legendary_actions ?? []).length > 0) {
    lines.push('Legendary Actions', legendaryIntro(monster), ...entryLines(monster.legendary_actions));
  }
  return lines.join('\n');
}

/** The SRD text with its line breaks lost, as a copy from some pages arrives. */
export function renderFlattenedText(monster: Monster): string {
  return renderSrdText(monster).replace(/\s*\n\s*/g, ' ');
}

/** The fields between the ability scores and the entries, each [label, value], left out when empty. */
export function detailLines(monster: Monster): Array<[string, string | undefined]> {
  const senses = [...sensesList(monster), `passive Perception ${passivePerception(monster)}`].join(', ');
  return [
    ['Saving Throws', savesText(monster)],
    ['Skills', skillsText(monster)],
    ['Damage Vulnerabilities', defensesText(monster.damage_vulnerabilities)],
    ['Damage Resistances', defensesText(monster.damage_resistances)],
    ['Damage Immunities', defensesText(monster.damage_immunities)],
    ['Condition Immunities', monster.condition_immunities?.join(', ') || undefined],
    ['Senses', senses],
    ['Languages', monster.languages?.join(', ') || '—'],
    ['Challenge', `${challengeLabel(monster.challenge_rating)} (${experienceOf(monster.challenge_rating)} XP)`],
  ];
}

function labelled(details: Array<[string, string | undefined]>): string[] {
  return details.flatMap(([label, value]) => (value === undefined ? [] : [`${label} ${value}`]));
}

function section(title: string, abilities: readonly MonsterAbility[] | undefined): string[] {
  return (abilities ?? []).length > 0 ? [title, ...entryLines(abilities)] : [];
}

function entryLines(abilities: readonly MonsterAbility[] | undefined): string[] {
  return entriesToWrite(abilities, '2014').map(({ heading, text }) => `${heading}. ${text}`);
}
