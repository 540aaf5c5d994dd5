import { normalHitDice } from '@skald/contract/library/hit-dice';
import type { NpcAbilityInput } from '@skald/contract/library/npc-ability';
import type { NpcRecordInput } from '@skald/contract/library/npc-record';
import { ABILITIES, type Ability } from '@skald/rules/constants/abilities';
import { proficiencyBonusFor } from '@skald/rules/constants/challenge-ratings';
import type { Skill } from '@skald/rules/constants/skills';
import { type AbilitySection, DEFAULT_LEGENDARY_COUNT } from '@skald/rules/monster/monster';
import {
  hasSkillExpertise,
  parseMonsterAbilityScore,
  parseMonsterArmorClass,
  parseMonsterChallengeRating,
  parseMonsterHitPoints,
  parseMonsterName,
  parseMonsterSize,
  parseMonsterType,
} from '@skald/rules/validation/monster-parsing';
import { reachAndRange } from '../five-e-database/reach-and-range.ts';
import { readAbilityTable } from './ability-scores.ts';
import { readEntryActions } from './entry-actions.ts';
import { readEntryUsage } from './entry-usage.ts';
import {
  firstNumber,
  readChallenge,
  readDefenses,
  readHitPoints,
  readLanguages,
  readSavingThrows,
  readSenses,
  readSkills,
  readSpeeds,
} from './header-values.ts';
import type { Body, WrittenEntry } from './read-body.ts';
import { type Header, headerValue } from './read-header.ts';

/** A section holds at most this many entries (the NPC schema's limit). */
const MOST_ENTRIES = 50;

/** The monster the NPC form receives, every value within combat.md §5's clamps and the NPC schema's limits. */
export function buildMonster(header: Header, body: Body): NpcRecordInput {
  const value = (field: Parameters<typeof headerValue>[1]) => headerValue(header, field);
  const table = readAbilityTable(value('abilities') ?? '');
  const scores = Object.fromEntries(
    ABILITIES.map((ability) => [ability, parseMonsterAbilityScore(table.scores[ability])]),
  ) as Record<Ability, number>;
  // The scores as written go to the schema, which clamps them and so lets the GM see one out of range.
  const written = Object.fromEntries(
    ABILITIES.map((ability) => [ability, table.scores[ability] ?? scores[ability]]),
  ) as Record<Ability, number>;
  const challenge = readChallenge(value('challenge') ?? '');
  const rating = parseMonsterChallengeRating(challenge.rating);
  const proficiencyBonus =
    challenge.proficiencyBonus ?? firstNumber(value('proficiency_bonus') ?? '') ?? proficiencyBonusFor(rating);
  const { hitPoints, hitDice } = readHitPoints(value('hit_points') ?? '');
  const skills = readSkills(value('skills') ?? '');
  const immunities = readDefenses([value('damage_immunities'), value('defenses')].filter(Boolean).join('; '));
  const conditions = readDefenses([value('condition_immunities'), value('defenses')].filter(Boolean).join('; '));
  const speeds = value('speed') === undefined ? undefined : readSpeeds(value('speed') ?? '');
  const sections = sectionsOf(body.entries);

  const monster: NpcRecordInput = {
    name: parseMonsterName(header.name).slice(0, 100),
    size: parseMonsterSize(header.typeLine?.size),
    type: parseMonsterType(header.typeLine?.type),
    ...(header.typeLine?.subtype ? { subtype: header.typeLine.subtype.slice(0, 100) } : {}),
    ...(header.typeLine?.alignment ? { alignment: header.typeLine.alignment } : {}),
    ...writtenOrDefault('armor_class', firstNumber(value('armor_class') ?? ''), parseMonsterArmorClass),
    ...writtenOrDefault('hit_points', hitPoints, parseMonsterHitPoints),
    ...(hitDice && normalHitDice(hitDice) ? { hit_dice: normalHitDice(hitDice) } : {}),
    challenge_rating: rating,
    ...written,
    saving_throws: { ...table.saves, ...readSavingThrows(value('saving_throws') ?? '') },
    skills,
    skills_expertise: (Object.entries(skills) as [Skill, number][])
      .filter(([skill, bonus]) => hasSkillExpertise({ skill, bonus, proficiencyBonus, abilityScores: scores }))
      .map(([skill]) => skill),
    ...(speeds && Object.keys(speeds).length > 0 ? { speeds } : {}),
    languages: readLanguages(value('languages') ?? ''),
    senses: readSenses(value('senses') ?? ''),
    damage_vulnerabilities: readDefenses(value('damage_vulnerabilities') ?? '').damage,
    damage_resistances: readDefenses(value('damage_resistances') ?? '').damage,
    damage_immunities: immunities.damage,
    condition_immunities: conditions.conditions,
    ...sections,
  };
  if ((sections.legendary_actions ?? []).length > 0) {
    monster.legendary_count = Math.min(10, Math.max(1, body.legendaryCount ?? DEFAULT_LEGENDARY_COUNT));
  }
  return monster;
}

function sectionsOf(entries: readonly WrittenEntry[]): Record<AbilitySection, NpcAbilityInput[]> {
  const sections: Record<AbilitySection, NpcAbilityInput[]> = {
    special_abilities: [],
    actions: [],
    legendary_actions: [],
    reactions: [],
  };
  for (const entry of entries) {
    const section = sections[entry.section];
    for (const ability of abilitiesOf(entry)) if (section.length < MOST_ENTRIES) section.push(ability);
  }
  return sections;
}

/** An entry, then one more for each choice its text offers ("Longsword (Two handed)"), as the compendium has them. */
function abilitiesOf(entry: WrittenEntry): NpcAbilityInput[] {
  const usage = readEntryUsage(entry.name, entry.section === 'legendary_actions');
  const desc = entry.desc.slice(0, 10_000);
  const name = entry.bonus ? `${usage.name.slice(0, 85)} (Bonus Action)` : usage.name;
  const { actions, variants } = readEntryActions(desc);
  const ability = { ...usage, name, desc, ...clampedReach(reachAndRange(desc)) };
  return [
    { ...ability, action_list: actions },
    ...variants.map((variant) => ({
      ...ability,
      name: `${name.slice(0, 55)} (${variant.label})`,
      action_list: variant.actions,
    })),
  ];
}

function clampedReach({ reach, range }: { reach?: number; range?: string }): { reach?: number; range?: string } {
  return {
    ...(reach === undefined ? {} : { reach: Math.min(999, reach) }),
    ...(range === undefined || range.length > 9 ? {} : { range }),
  };
}

/**
 * A number as the stat block wrote it, for the NPC schema to clamp (combat.md §5) and the reader to report when it
 * was out of range; none written gives the field's default.
 */
function writtenOrDefault<Field extends string>(
  field: Field,
  found: number | undefined,
  fallback: (value: unknown) => number,
): Record<Field, number> {
  return { [field]: found ?? fallback(undefined) } as Record<Field, number>;
}
