import { ABILITIES } from '@skald/rules/constants/abilities';
import { type EncounterEntity, effectiveMaxHp } from '@skald/rules/encounter/entity';
import type { Monster } from '@skald/rules/monster/monster';
import { entityFromMonster } from '@skald/rules/monster/monster-entity';
import type { PlayerRecord } from './player-record.ts';

/**
 * The fields a combatant copies from its linked library record (combat.md §3 "Copied from the linked
 * character or monster"), so a saved encounter that has not started can follow edits to the record. The
 * fight's own state (hit points now, conditions, initiative, numbering of the name) is never copied.
 */
const MONSTER_FIELDS = [
  'ac',
  ...ABILITIES,
  'challenge_rating',
  'saving_throws',
  'damage_vulnerabilities',
  'damage_resistances',
  'damage_immunities',
  'special_abilities',
  'actions',
  'reactions',
  'legendary_actions',
  'legendary_count',
  'spellcasting',
] as const satisfies readonly (keyof EncounterEntity)[];

type Copied = Partial<Record<keyof EncounterEntity, unknown>>;

/** A player's copied fields: its name, armor class, maximum hit points, level, abilities and initiative bonus. */
export function playerEntityFields(player: Partial<PlayerRecord>): Copied {
  const fields: Copied = {};
  if (player.character_name) fields.name = player.character_name;
  if (typeof player.ac === 'number') fields.ac = player.ac;
  if (typeof player.maxHp === 'number') fields.maxHp = player.maxHp;
  if (typeof player.level === 'number') fields.level = player.level;
  if (typeof player.initiative === 'number') fields.initiativeBonus = player.initiative;
  for (const ability of ABILITIES) {
    const score = player[ability];
    if (typeof score === 'number') fields[ability] = score;
  }
  return fields;
}

/**
 * An NPC's or companion's copied fields, read off the stat block the way a joining monster's are
 * (`entityFromMonster`): armor class, abilities, challenge rating, saves, defenses, ability sections and
 * spellcasting. A section the stat block no longer has is cleared (undefined).
 */
export function npcEntityFields(npc: Monster): Copied {
  const fresh = entityFromMonster(npc, { key: 'linked', name: 'linked', source: 'custom' });
  return Object.fromEntries(MONSTER_FIELDS.map((field) => [field, fresh[field]]));
}

/**
 * The combatant with `copied` laid over it: its state stays, fields cleared in the record go, and current
 * hit points stay within the (possibly new) maximum. The same object when nothing changed.
 */
export function refreshedEntity(entity: EncounterEntity, copied: Copied): EncounterEntity {
  const next: Record<string, unknown> = { ...entity };
  for (const [field, value] of Object.entries(copied)) {
    if (value === undefined) delete next[field];
    else next[field] = value;
  }
  const refreshed = next as unknown as EncounterEntity;
  if (refreshed.maxHpMod < -refreshed.maxHp) refreshed.maxHpMod = -refreshed.maxHp;
  refreshed.curHp = Math.min(refreshed.curHp, effectiveMaxHp(refreshed));
  return JSON.stringify(refreshed) === JSON.stringify(entity) ? entity : refreshed;
}
