import type { MonsterRecord } from '../compendium-records.ts';
import type { NpcRecordInput } from './npc-record.ts';

/**
 * A compendium monster as a new NPC of the user's ("Copy to my NPCs"): the stat block itself, without the
 * compendium's own fields (its id, slug, source, lore text, other forms, environments). The NPC schema
 * then lowercases the name and applies the monster clamps.
 */
export function npcFromMonster(monster: Omit<MonsterRecord, '_id'>): NpcRecordInput {
  const {
    url: _url,
    source: _source,
    desc: _desc,
    passive_perception: _passivePerception,
    forms: _forms,
    environments: _environments,
    spellcasting,
    ...statBlock
  } = monster;
  return {
    ...statBlock,
    ...(spellcasting.length > 0 ? { spellcasting } : {}),
    friendly: false,
    player_id: null,
    shared: false,
  };
}
