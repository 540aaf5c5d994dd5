import { titleCase } from '@skald/contract/library/library-limits';
import type { RandomSource } from '@skald/rules/dice/random';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { parseHitDice, rolledHitPoints } from '@skald/rules/maths/hit-points';
import { numberedName } from '@skald/rules/maths/numbering';
import type { Monster } from '@skald/rules/monster/monster';
import { entityFromMonster } from '@skald/rules/monster/monster-entity';
import { type LibraryNpc, npcEntity } from './library-entities.ts';

export type HitPointMode = 'average' | 'rolled';

/** A stat block to add: a compendium monster by its slug, or one of the user's NPCs (linked by its id). */
export type MonsterPick = { kind: 'srd'; slug: string; monster: Monster } | { kind: 'custom'; npc: LibraryNpc };

export interface MonsterCopies {
  count: number;
  mode: HitPointMode;
  random: RandomSource;
}

/** A key no other combatant has: the time and a random tail, readable in the log and safe on plain http. */
export function newKey(prefix: string, random: RandomSource): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(random.next() * 36 ** 6).toString(36)}`;
}

/**
 * A monster's hit points. Average is the stat block's own figure: the book prints each monster's average there,
 * and a GM who changed an NPC's hit points (a pasted block fixed by hand) expects that number in the fight, not
 * one worked out again from its dice. Rolled rolls the hit dice; with none, the figure stands.
 */
export function monsterHitPoints(monster: Monster, mode: HitPointMode, random: RandomSource): number {
  const hitDice = monster.hit_dice ? parseHitDice(monster.hit_dice) : undefined;
  if (mode === 'average' || !hitDice) return monster.hit_points;
  return rolledHitPoints(hitDice, random, monster.constitution);
}

/**
 * The names of `count` new copies beside `existing`: one copy takes the plain name while it is free;
 * several are all numbered ("Goblin (1)", "Goblin (2)"), each with the lowest number free.
 */
export function copyNames(name: string, count: number, existing: readonly string[]): string[] {
  const taken = count > 1 ? [...existing, name] : [...existing];
  const names: string[] = [];
  for (let copy = 0; copy < count; copy++) {
    const next = numberedName(name, taken);
    taken.push(next);
    names.push(next);
  }
  return names;
}

/** `count` copies of a monster or NPC as combatants, numbered after the names already there. */
export function monsterEntities(
  existing: readonly string[],
  pick: MonsterPick,
  copies: MonsterCopies,
): EncounterEntity[] {
  const monster = pick.kind === 'srd' ? pick.monster : pick.npc;
  const prefix = pick.kind === 'srd' ? pick.slug : 'npc';
  // The user's NPCs are stored in lower case; the compendium's names are kept as written.
  const name = pick.kind === 'srd' ? monster.name : titleCase(monster.name);
  return copyNames(name, copies.count, existing).map((name) => {
    const joining = {
      key: newKey(prefix, copies.random),
      name,
      hitPoints: monsterHitPoints(monster, copies.mode, copies.random),
    };
    return pick.kind === 'srd'
      ? entityFromMonster(pick.monster, { ...joining, source: 'srd' })
      : npcEntity(pick.npc, joining);
  });
}

/** The commands that add `count` copies of a compendium monster, numbered after those already there ("Orc (2)"). */
export function addMonsterCommands(
  encounter: Pick<Encounter, 'entities'>,
  monster: Monster,
  options: MonsterCopies & { slug: string },
): EncounterCommand[] {
  return pickCommands(encounter, { kind: 'srd', slug: options.slug, monster }, options);
}

/** The commands that add `count` copies of a compendium monster or one of the user's NPCs. */
export function pickCommands(
  encounter: Pick<Encounter, 'entities'>,
  pick: MonsterPick,
  copies: MonsterCopies,
): EncounterCommand[] {
  const existing = encounter.entities.map((entity) => entity.name);
  return monsterEntities(existing, pick, copies).map((entity) => ({ type: 'add-entity', entity }));
}
