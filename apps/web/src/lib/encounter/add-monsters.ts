import type { RandomSource } from '@skald/rules/dice/random';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { averageHitPoints, parseHitDice, rolledHitPoints } from '@skald/rules/maths/hit-points';
import { numberedName } from '@skald/rules/maths/numbering';
import type { Monster } from '@skald/rules/monster/monster';
import { entityFromMonster } from '@skald/rules/monster/monster-entity';

export type HitPointMode = 'average' | 'rolled';

/** A key no other combatant has: the time and a random tail, readable in the log and safe on plain http. */
export function newKey(prefix: string, random: RandomSource): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(random.next() * 36 ** 6).toString(36)}`;
}

/** A monster's hit points: from its hit dice, averaged or rolled; the stat block's figure when it has none. */
export function monsterHitPoints(monster: Monster, mode: HitPointMode, random: RandomSource): number {
  const hitDice = monster.hit_dice ? parseHitDice(monster.hit_dice) : undefined;
  if (!hitDice) return monster.hit_points;
  return mode === 'rolled'
    ? rolledHitPoints(hitDice, random, monster.constitution)
    : averageHitPoints(hitDice, monster.constitution);
}

/** The commands that add `count` copies of a monster, numbered after those already there ("Orc (2)"). */
export function addMonsterCommands(
  encounter: Encounter,
  monster: Monster,
  options: { count: number; mode: HitPointMode; slug: string; random: RandomSource },
): EncounterCommand[] {
  const names = encounter.entities.map((entity) => entity.name);
  const commands: EncounterCommand[] = [];
  for (let copy = 0; copy < options.count; copy++) {
    const name = numberedName(monster.name, names);
    names.push(name);
    const entity = entityFromMonster(monster, {
      key: newKey(options.slug, options.random),
      name,
      hitPoints: monsterHitPoints(monster, options.mode, options.random),
      source: 'srd',
    });
    commands.push({ type: 'add-entity', entity });
  }
  return commands;
}
