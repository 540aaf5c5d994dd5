import type { EncounterEntity } from './entity.ts';

/** Every field a combatant has: typed so that a field added to `EncounterEntity` must be listed here too. */
const ENTITY_FIELDS: Record<keyof EncounterEntity, true> = {
  key: true,
  id: true,
  name: true,
  entityType: true,
  npc: true,
  friendly: true,
  initiative: true,
  active: true,
  addNextRound: true,
  hidden: true,
  followerVisibility: true,
  down: true,
  dead: true,
  stable: true,
  saves: true,
  maxHp: true,
  curHp: true,
  tempHp: true,
  maxHpMod: true,
  ac: true,
  ac_bonus: true,
  transformed: true,
  meters: true,
  conditions: true,
  reminders: true,
  limited_uses: true,
  damage_vulnerabilities: true,
  damage_resistances: true,
  damage_immunities: true,
  saving_throws: true,
  strength: true,
  constitution: true,
  intelligence: true,
  wisdom: true,
  charisma: true,
  special_abilities: true,
  actions: true,
  legendary_actions: true,
  reactions: true,
  legendary_count: true,
  spellcasting: true,
  dexterity: true,
  initiativeBonus: true,
  challenge_rating: true,
  level: true,
};

/**
 * The combatant with only the fields a combatant has: whatever else arrived with it (from a hostile
 * client, an old copy) is neither stored nor logged. The same object when there is nothing to drop.
 */
export function keptEntity(entity: EncounterEntity): EncounterEntity {
  let kept: Record<string, unknown> | null = null;
  for (const field in entity) {
    if (Object.hasOwn(ENTITY_FIELDS, field)) continue;
    kept ??= { ...entity };
    delete kept[field];
  }
  return (kept as EncounterEntity | null) ?? entity;
}
