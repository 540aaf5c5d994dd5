import { createEncounter, type Encounter } from '@skald/rules/encounter/encounter';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import { levelForExperience } from '@skald/rules/maths/experience-levels';
import { numberedName } from '@skald/rules/maths/numbering';
import type { Monster } from '@skald/rules/monster/monster';
import { entityFromMonster } from '@skald/rules/monster/monster-entity';

/** The demo's party (combat.md §9), each with 2700 experience: level 4. */
export const DEMO_PLAYERS = [
  { key: 'barbarian', name: 'Barbarian', maxHp: 41, ac: 15 },
  { key: 'warlock', name: 'Warlock', maxHp: 31, ac: 16 },
  { key: 'druid', name: 'Druid', maxHp: 34, ac: 16 },
] as const;

export const DEMO_PLAYER_EXPERIENCE = 2700;

/** The demo's monsters, by compendium slug, at the hit points the spec gives them. */
export const DEMO_MONSTERS = [
  { slug: 'orc', name: 'Orc', hitPoints: 21, ac: 13 },
  { slug: 'orc', name: 'Orc', hitPoints: 12, ac: 13 },
  { slug: 'ogre', name: 'Ogre', hitPoints: 72, ac: 11 },
] as const;

/**
 * The demo encounter: the party and the monsters with their compendium stat blocks, numbered "Orc",
 * "Orc (1)". A monster whose stat block could not be fetched still joins with its hit points and armor
 * class, so the demo runs offline too.
 */
export function demoEncounter(statBlocks: Readonly<Record<string, Monster | undefined>>): Encounter {
  const level = levelForExperience(DEMO_PLAYER_EXPERIENCE);
  const entities: EncounterEntity[] = DEMO_PLAYERS.map((player) =>
    createEntity({ ...player, entityType: 'player', level }),
  );
  DEMO_MONSTERS.forEach((monster, index) => {
    const key = `${monster.slug}-${index}`;
    const name = numberedName(
      monster.name,
      entities.map((entity) => entity.name),
    );
    const statBlock = statBlocks[monster.slug];
    entities.push(
      statBlock
        ? entityFromMonster(statBlock, { key, name, hitPoints: monster.hitPoints, source: 'srd' })
        : createEntity({ key, name, entityType: 'npc', maxHp: monster.hitPoints, ac: monster.ac }),
    );
  });
  return createEncounter(entities);
}
