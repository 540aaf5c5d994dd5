import { ABILITIES, abilityModifier } from '@skald/rules/constants/abilities';
import type { Monster, MonsterAbility } from '@skald/rules/monster/monster';
import { entriesToWrite } from './entries-to-write.ts';
import { displayName, legendaryIntro, sizeTypeLine } from './monster-lines.ts';
import { detailLines } from './render-srd-text.ts';
import { hitPointsText, signed, speedsText } from './stat-block-words.ts';

/**
 * A monster as the markdown homebrew sites export: a quoted block opened by `___`, the name as `## Name`,
 * bold labels in a list, the ability scores as a table, `***Name.***` entries under `### Section` headings.
 */
export function renderMarkdown(monster: Monster): string {
  const lines = [
    `## ${displayName(monster)}`,
    `*${sizeTypeLine(monster)}*`,
    '___',
    `- **Armor Class** ${monster.armor_class}`,
    `- **Hit Points** ${hitPointsText(monster)}`,
    `- **Speed** ${speedsText(monster)}`,
    '___',
    '|STR|DEX|CON|INT|WIS|CHA|',
    '|:---:|:---:|:---:|:---:|:---:|:---:|',
    `|${ABILITIES.map((ability) => `${monster[ability]} (${signed(abilityModifier(monster[ability]))})`).join('|')}|`,
    '___',
    ...detailLines(monster).flatMap(([label, value]) => (value === undefined ? [] : [`- **${label}** ${value}`])),
    '___',
    ...entries(monster.special_abilities),
    ...section('Actions', monster.actions),
    ...section('Reactions', monster.reactions),
  ];
  if ((monster.legendary_actions ?? []).length > 0) {
    lines.push('### Legendary Actions', legendaryIntro(monster), '', ...entries(monster.legendary_actions));
  }
  return ['___', ...lines.map((line) => (line === '' ? '>' : `> ${line}`))].join('\n');
}

function section(title: string, abilities: readonly MonsterAbility[] | undefined): string[] {
  return (abilities ?? []).length > 0 ? [`### ${title}`, ...entries(abilities)] : [];
}

/** Each entry a paragraph; the lines of a long entry (a spell list) stay lines of the quote. */
function entries(abilities: readonly MonsterAbility[] | undefined): string[] {
  return entriesToWrite(abilities, '2014').flatMap(({ heading, text }) => [
    ...`***${heading}.*** ${emphasised(text)}`.split('\n'),
    '',
  ]);
}

/** Homebrew exports set the attack's kind and "Hit:" in italics. */
function emphasised(text: string): string {
  return text
    .replace(/\b((?:Melee or Ranged|Melee|Ranged) (?:Weapon|Spell) Attack:)/g, '*$1*')
    .replace(/\bHit:/g, '*Hit:*');
}
