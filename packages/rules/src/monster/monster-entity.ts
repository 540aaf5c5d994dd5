import { createEntity, type EncounterEntity } from '../encounter/entity.ts';
import { DEFAULT_LEGENDARY_COUNT, type Monster } from './monster.ts';

export interface MonsterJoining {
  key: string;
  /** The name at the table, numbered when copies share it: "Orc (1)". */
  name: string;
  /** Average or rolled hit points; the stat block's own figure when absent. */
  hitPoints?: number;
  /** The SRD compendium's monster, or the GM's own NPC. */
  source: 'srd' | 'custom';
}

/**
 * A stat block as a combatant: its hit points, armor class, abilities, saves, defenses and every
 * ability section, so its actions roll and its limited uses count from the first turn.
 */
export function entityFromMonster(monster: Monster, joining: MonsterJoining): EncounterEntity {
  const hitPoints = Math.max(1, Math.floor(joining.hitPoints ?? monster.hit_points));
  const entity = createEntity({
    key: joining.key,
    name: joining.name,
    entityType: 'npc',
    npc: joining.source,
    friendly: monster.friendly ?? false,
    maxHp: hitPoints,
    ac: monster.armor_class,
    strength: monster.strength,
    dexterity: monster.dexterity,
    constitution: monster.constitution,
    intelligence: monster.intelligence,
    wisdom: monster.wisdom,
    charisma: monster.charisma,
    challenge_rating: monster.challenge_rating,
  });
  if (monster.saving_throws) entity.saving_throws = monster.saving_throws;
  if (monster.damage_vulnerabilities) entity.damage_vulnerabilities = monster.damage_vulnerabilities;
  if (monster.damage_resistances) entity.damage_resistances = monster.damage_resistances;
  if (monster.damage_immunities) entity.damage_immunities = monster.damage_immunities;
  if (monster.special_abilities) entity.special_abilities = monster.special_abilities;
  if (monster.actions) entity.actions = monster.actions;
  if (monster.reactions) entity.reactions = monster.reactions;
  if (monster.spellcasting?.length) entity.spellcasting = monster.spellcasting;
  if (monster.legendary_actions?.length) {
    entity.legendary_actions = monster.legendary_actions;
    entity.legendary_count = monster.legendary_count ?? DEFAULT_LEGENDARY_COUNT;
  }
  return entity;
}
