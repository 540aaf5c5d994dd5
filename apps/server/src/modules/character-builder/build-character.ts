import type { CharacterBuild } from '@skald/contract/character-builder/build-record';
import { buildStats } from '@skald/contract/character-builder/build-stats';
import { type CharacterRecord, characterRecordSchema } from '@skald/contract/library/character-record';
import { ABILITIES } from '@skald/rules/constants/abilities';

/** What the builder marks on a character it saved (the character record's `build`, content.md §3). */
export const BUILT_MARK = 'character-builder';

/**
 * The character a build saves as: its name, level, avatar, final scores, saving throws and skills, and the
 * derived armour class, maximum hit points, initiative and speed. Fields the builder does not know
 * (companions, campaign, experience, defences) are kept from `existing` when it updates one.
 */
export function characterFromBuild(build: CharacterBuild, existing?: { [field: string]: unknown }): CharacterRecord {
  const stats = buildStats(build);
  return characterRecordSchema.parse({
    ...existing,
    character_name: build.name,
    level: build.level,
    avatar: build.avatar,
    build: BUILT_MARK,
    ac: stats.ac,
    maxHp: stats.maxHp,
    initiative: stats.initiative,
    speed: stats.speed,
    ...stats.scores,
    saving_throws: Object.fromEntries(ABILITIES.map((ability) => [ability, build.savingThrows.includes(ability)])),
    skills: build.skills,
  });
}
