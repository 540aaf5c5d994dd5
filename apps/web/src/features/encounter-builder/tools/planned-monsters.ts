import { type ChallengeRating, isChallengeRating } from '@skald/rules/constants/challenge-ratings';
import { MAX_ENCOUNTER_ENTITIES } from '@skald/rules/encounter/encounter-limits';
import { experiencePoints } from '@skald/rules/maths/xp';
import { clampWhole } from './party-rows.ts';

/** A monster chosen for the encounter: where its stat block is, what the maths needs, and how many. */
export interface PlannedMonster {
  /** A compendium monster by slug, or one of the signed-in user's NPCs by id. */
  source: 'srd' | 'npc';
  ref: string;
  name: string;
  challengeRating: ChallengeRating;
  count: number;
}

/** How many of one monster the builder takes; the fight as a whole holds at most MAX_ENCOUNTER_ENTITIES. */
export const MONSTER_COUNT_MAX = 50;

export const sameMonster = (a: Pick<PlannedMonster, 'source' | 'ref'>, b: Pick<PlannedMonster, 'source' | 'ref'>) =>
  a.source === b.source && a.ref === b.ref;

/** Adds `count` of a monster: to its row when it is already there, else as a new row at the end. */
export function addPlannedMonster(
  monsters: readonly PlannedMonster[],
  monster: Omit<PlannedMonster, 'count'>,
  count: number,
): PlannedMonster[] {
  const existing = monsters.find((planned) => sameMonster(planned, monster));
  if (!existing) return [...monsters, { ...monster, count: clampWhole(count, 1, MONSTER_COUNT_MAX, 1) }];
  return changeMonsterCount(monsters, monster, existing.count + count);
}

export function changeMonsterCount(
  monsters: readonly PlannedMonster[],
  monster: Pick<PlannedMonster, 'source' | 'ref'>,
  count: unknown,
): PlannedMonster[] {
  return monsters.map((planned) =>
    sameMonster(planned, monster)
      ? { ...planned, count: clampWhole(count, 1, MONSTER_COUNT_MAX, planned.count) }
      : planned,
  );
}

export function removePlannedMonster(
  monsters: readonly PlannedMonster[],
  monster: Pick<PlannedMonster, 'source' | 'ref'>,
): PlannedMonster[] {
  return monsters.filter((planned) => !sameMonster(planned, monster));
}

/** Every monster once per copy, as the difficulty maths counts them. */
export function monsterCopies(monsters: readonly PlannedMonster[]): { challengeRating: ChallengeRating }[] {
  return monsters.flatMap((monster) =>
    Array.from({ length: monster.count }, () => ({ challengeRating: monster.challengeRating })),
  );
}

export const plannedXp = (monster: PlannedMonster) => experiencePoints(monster.challengeRating) * monster.count;

/** The sentence refusing a fight too big for one encounter, or null when it fits. */
export function tooManyCombatants(partySize: number, monsters: readonly PlannedMonster[]): string | null {
  const total = partySize + monsters.reduce((sum, monster) => sum + monster.count, 0);
  return total > MAX_ENCOUNTER_ENTITIES
    ? `An encounter holds at most ${MAX_ENCOUNTER_ENTITIES} combatants; this one has ${total}.`
    : null;
}

/** Monsters read back from storage: only well-formed ones, counts clamped. */
export function readPlannedMonsters(value: unknown): PlannedMonster[] {
  if (!Array.isArray(value)) return [];
  const monsters: PlannedMonster[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { source, ref, name, challengeRating, count } = item as Record<string, unknown>;
    if (source !== 'srd' && source !== 'npc') continue;
    if (typeof ref !== 'string' || ref === '' || typeof name !== 'string') continue;
    if (typeof challengeRating !== 'number' || !isChallengeRating(challengeRating)) continue;
    const monster = { source, ref, name, challengeRating } as const;
    if (monsters.some((planned) => sameMonster(planned, monster))) continue;
    monsters.push({ ...monster, count: clampWhole(count, 1, MONSTER_COUNT_MAX, 1) });
  }
  return monsters;
}
