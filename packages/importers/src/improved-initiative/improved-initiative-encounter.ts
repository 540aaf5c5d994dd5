import type { NpcRecord } from '@skald/contract/library/npc-record';
import { CONDITIONS, type Condition } from '@skald/rules/constants/conditions';
import { MAX_ENCOUNTER_ENTITIES } from '@skald/rules/encounter/encounter-limits';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { arrayOf, isObject, type JsonObject, numberOf, textOf } from '@skald/statblock/json/json-values';
import { fightOf, npcCombatant, plainCombatant, playerCombatant, withFightState } from '../combatants.ts';

type LinkedPlayer = { id: string; character_name: string; maxHp: unknown; ac: unknown; initiative: unknown };

/** What a saved encounter's combatants link to. */
export interface ImprovedInitiativeLinks {
  /** The file's characters by their id. */
  players: Map<string, LinkedPlayer>;
  /** The NPC for a combatant's stat block: the file's creature it came from, else one made from it. */
  npcFor: (statBlock: JsonObject) => (NpcRecord & { id: string }) | { refusal: string };
}

export type EncounterConversion = { encounter: Record<string, unknown>; changes: string[] } | { refusal: string };

/** A tag's text ("Poisoned", "Concentrating until round 4"): the condition it names, if it names one. */
function tagCondition(tag: unknown): Condition | undefined {
  const text = isObject(tag) ? textOf(tag.Text) : textOf(tag);
  const word = text?.trim().split(/\s+/)[0]?.toLowerCase();
  return CONDITIONS.find((condition) => condition === word);
}

/**
 * An Improved Initiative saved encounter as a library file's encounter with no campaign (the importer chooses
 * one): each combatant linked to its NPC (the file's creature of the same stat block, else one made from the
 * combatant's own) or to the file's character, named by its alias (or its stat block's name and index label),
 * hidden or not, with its current and temporary hit points and initiative, and tags that name a condition as
 * that condition. A round counter past 0 makes it a fight under way, on the active combatant's turn.
 */
export function convertImprovedInitiativeEncounter(
  source: unknown,
  links: ImprovedInitiativeLinks,
): EncounterConversion {
  if (!isObject(source)) return { refusal: 'It is not an encounter (an object of fields).' };
  const name = textOf(source.Name) ?? 'Imported encounter';
  const changes: string[] = [];
  const entities: EncounterEntity[] = [];
  const keys = new Map<string, string>();
  if (!Array.isArray(source.Combatants)) changes.push('Its combatants are not a list, so it has none.');
  for (const [index, combatant] of arrayOf(source.Combatants).entries()) {
    if (entities.length >= MAX_ENCOUNTER_ENTITIES) {
      changes.push(`It has more than ${MAX_ENCOUNTER_ENTITIES} combatants; the others were left out.`);
      break;
    }
    if (!isObject(combatant) || !isObject(combatant.StatBlock)) {
      changes.push(`Its combatant ${index + 1} has no stat block, so it was left out.`);
      continue;
    }
    const key = `combatant-${index + 1}`;
    const statBlock = combatant.StatBlock;
    // Index label 0 is a combatant with no copies to tell apart.
    const label = numberOf(combatant.IndexLabel) === 0 ? undefined : textOf(combatant.IndexLabel);
    const shown =
      textOf(combatant.Alias) ?? (textOf(statBlock.Name) && `${textOf(statBlock.Name)}${label ? ` ${label}` : ''}`);
    const entity = combatantEntity(combatant, statBlock, key, shown, links, changes);
    if (!entity) continue;
    // A tag lasting some rounds keeps them: "Prone" for 2 rounds is prone with 2 rounds left.
    const conditions = Object.fromEntries(
      arrayOf(combatant.Tags).flatMap((tag) => {
        const condition = tagCondition(tag);
        return condition ? [[condition, { rounds: isObject(tag) ? tag.DurationRemaining : undefined }]] : [];
      }),
    );
    const otherTags = arrayOf(combatant.Tags).filter((tag) => !tagCondition(tag)).length;
    if (otherTags > 0)
      changes.push(
        otherTags === 1
          ? `${entity.name}: one of its tags names no condition, so it was left out.`
          : `${entity.name}: ${otherTags} of its tags name no condition, so they were left out.`,
      );
    if (typeof combatant.Id === 'string') keys.set(combatant.Id, key);
    entities.push(
      withFightState(entity, {
        curHp: combatant.CurrentHP,
        tempHp: combatant.TemporaryHP,
        initiative: combatant.Initiative,
        hidden: combatant.Hidden,
        conditions,
      }),
    );
  }
  const round = Math.trunc(numberOf(source.RoundCounter) ?? 0);
  const encounter: Record<string, unknown> = { campaign_id: null, name: name.slice(0, 100), entities };
  if (round > 0) {
    const active = typeof source.ActiveCombatantId === 'string' ? keys.get(source.ActiveCombatantId) : undefined;
    encounter.fight = fightOf(
      name.slice(0, 100),
      entities,
      round,
      (order) => order.find((one) => one.key === active),
      false,
    );
  }
  return { encounter, changes };
}

function combatantEntity(
  combatant: JsonObject,
  statBlock: JsonObject,
  key: string,
  shown: string | undefined,
  links: ImprovedInitiativeLinks,
  changes: string[],
): EncounterEntity | undefined {
  const maxHp = numberOf(combatant.MaxHP) ?? (isObject(statBlock.HP) ? statBlock.HP.Value : undefined);
  if (statBlock.Player === 'player' || typeof combatant.PersistentCharacterId === 'string') {
    const id = textOf(combatant.PersistentCharacterId) ?? textOf(statBlock.Id);
    const player = id ? links.players.get(id) : undefined;
    if (player) return playerCombatant(player, key, shown);
    if (!shown) {
      changes.push('A character with no name was left out.');
      return undefined;
    }
    changes.push(`${shown} is a character the file does not hold, so it joins unlinked.`);
    const ac = isObject(statBlock.AC) ? statBlock.AC.Value : undefined;
    return plainCombatant({ key, name: shown, entityType: 'player', maxHp, ac });
  }
  const npc = links.npcFor(statBlock);
  if ('refusal' in npc) {
    changes.push(`${shown ?? 'A combatant'}: ${npc.refusal}`);
    return undefined;
  }
  return npcCombatant(npc, key, shown, maxHp);
}
