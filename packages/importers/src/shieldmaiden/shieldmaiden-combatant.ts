import type { NpcRecord } from '@skald/contract/library/npc-record';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import type { Monster } from '@skald/rules/monster/monster';
import { isObject, type JsonObject, textOf } from '@skald/statblock/json/json-values';
import { npcCombatant, plainCombatant, srdCombatant, withFightState } from '../combatants.ts';

/** What a Shieldmaiden encounter's combatants link to: the file's converted NPCs and the compendium. */
export interface CombatantLinks {
  npcs: Map<string, NpcRecord & { id: string }>;
  /** Compendium monsters by lowercase name, looked up before the combatants are made. */
  srd: Map<string, Monster>;
}

/** The compendium name a combatant goes by: "Goblin (2)" and "Goblin 2" are goblins. */
export function compendiumName(name: string): string {
  return name
    .replace(/\s*(\(\d+\)|\d+)$/, '')
    .trim()
    .toLowerCase();
}

export interface ConvertedCombatant {
  /** With what the file says of it now: hit points, initiative, conditions. */
  entity: EncounterEntity;
  /** A sentence when its link could not be kept. */
  change?: string;
}

/**
 * One combatant of a Shieldmaiden encounter. `npc: 'custom'` links an NPC of the file by its id (to the NPC
 * converted from it), `npc: 'srd'` (or the older 'api') names a compendium monster, found by name; a player
 * or companion links records the export never holds. A link to nothing is dropped with a sentence, and the
 * combatant joins with its own name, hit points and armor class.
 */
export function shieldmaidenCombatant(
  source: JsonObject,
  { key, fileKey }: { key: string; fileKey: string },
  links: CombatantLinks,
): ConvertedCombatant | { refusal: string } {
  const name = textOf(source.name);
  const entityType = source.entityType === 'player' || source.entityType === 'companion' ? source.entityType : 'npc';
  // Shieldmaiden files a companion under its NPC's id, with no `id` of its own.
  const id = textOf(source.id) ?? (entityType === 'companion' ? fileKey : undefined);
  let setup: EncounterEntity | undefined;
  let change: string | undefined;
  if (entityType !== 'player' && id && links.npcs.has(id)) {
    const npc = links.npcs.get(id) as NpcRecord & { id: string };
    setup = npcCombatant(npc, key, name, source.maxHp);
  } else if (entityType === 'npc' && (source.npc === 'srd' || source.npc === 'api') && name) {
    const monster = links.srd.get(compendiumName(name));
    if (monster) setup = srdCombatant(monster, key, name, source.maxHp);
    else
      change = `${name} is not a compendium monster Skald knows by that name, so it joins with only its hit points and armor class.`;
  } else if (id) {
    change = `${name ?? 'A combatant'} links a${entityType === 'npc' ? 'n NPC' : ` ${entityType}`} that is not in the file, so the link was dropped.`;
  } else if (source.npc === 'custom') {
    change = `${name ?? 'A combatant'} names no NPC (it has no id), so it joins unlinked.`;
  }
  if (!setup) {
    if (!name) return { refusal: 'A combatant has no name and links nothing in the file, so it was left out.' };
    setup = plainCombatant({
      key,
      name,
      entityType: entityType === 'player' ? 'player' : 'npc',
      maxHp: source.maxHp,
      ac: source.ac,
    });
  }
  const entity = withFightState(setup, {
    initiative: source.initiative,
    curHp: source.curHp,
    tempHp: source.tempHp,
    maxHpMod: source.maxHpMod,
    ac_bonus: source.ac_bonus,
    hidden: source.hidden,
    active: source.active,
    conditions: isObject(source.conditions) ? source.conditions : undefined,
    down: source.down,
    dead: source.dead,
    stable: source.stable,
    transformed: source.transformed,
    meters: source.meters,
  });
  return change ? { entity, change } : { entity };
}
