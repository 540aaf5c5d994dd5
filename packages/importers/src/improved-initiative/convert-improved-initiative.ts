import { LIBRARY_FILE_MAX_RECORDS } from '@skald/contract/library/library-io-limits';
import type { NpcRecord } from '@skald/contract/library/npc-record';
import { isObject, type JsonObject, numberOf, textOf } from '@skald/statblock/json/json-values';
import { readImprovedInitiative } from '@skald/statblock/json/read-improved-initiative';
import type { ConvertedFile, ConvertOptions } from '../converted-file.ts';
import { guarded } from '../guarded.ts';
import { LibraryBuilder } from '../library-builder.ts';
import { npcFromSource, recordName } from '../npc-from-reading.ts';
import { tooManyRecords } from '../words.ts';
import { improvedInitiativeContent } from './improved-initiative-content.ts';
import { convertImprovedInitiativeEncounter } from './improved-initiative-encounter.ts';
import { convertImprovedInitiativePlayer } from './improved-initiative-player.ts';
import { convertImprovedInitiativeSpell } from './improved-initiative-spell.ts';

/** A stat block's content, without what a copy of it changes (its id, version and when it was saved). */
function sameBlock(statBlock: JsonObject): string {
  const { Id: _id, Version: _version, LastUpdateMs: _updated, Path: _path, ...content } = statBlock;
  return JSON.stringify(content);
}

/** `HP` and `AC` whose value is not a number: the NPC took the form's fallback, which the GM is told. */
function unreadValues(source: JsonObject, npc: NpcRecord): string[] {
  const fields = [
    ['HP', 'hit points', npc.hit_points],
    ['AC', 'armor class', npc.armor_class],
  ] as const;
  return fields.flatMap(([field, words, used]) => {
    const value = isObject(source[field]) ? source[field].Value : undefined;
    return value !== undefined && numberOf(value) === undefined
      ? [`Its ${words} ${JSON.stringify(value)?.slice(0, 40)} is not a number, so ${used} is used.`]
      : [];
  });
}

/**
 * An Improved Initiative file (`improved-initiative-content.ts` reads its shapes) as a Skald library file:
 * creatures become NPCs through the stat-block reader, characters players, spells spells, and saved encounters
 * encounters with no campaign, each combatant linked to the NPC of its stat block (the file's creature it came
 * from, else one NPC made per distinct stat block) or to its character.
 */
export async function convertImprovedInitiative(json: unknown, options: ConvertOptions): Promise<ConvertedFile> {
  const content = improvedInitiativeContent(json);
  if ('message' in content) return { ok: false, message: content.message };
  const file = new LibraryBuilder(options);
  for (const problem of content.problems) file.leftOut(problem.kind, problem.name, problem.reason);

  const byId = new Map<string, NpcRecord & { id: string }>();
  const byBlock = new Map<string, NpcRecord & { id: string }>();
  const addNpc = (source: unknown, name: string, key?: string) => {
    const converted = guarded(() => npcFromSource(source, readImprovedInitiative));
    if ('refusal' in converted) return converted;
    const npc = { id: file.newId(), ...converted.npc };
    file.add('npcs', npc);
    const unread = isObject(source) ? unreadValues(source, npc) : [];
    const change = [...unread, ...(converted.change ? [converted.change] : [])].join(' ');
    if (change) file.changed('npcs', name, change);
    if (key) byId.set(key, npc);
    if (isObject(source)) byBlock.set(sameBlock(source), npc);
    return npc;
  };
  for (const { key, value } of content.creatures) {
    await file.step();
    const name = recordName(value, `creature ${key}`);
    const npc = addNpc(value, name, isObject(value) ? (textOf(value.Id) ?? key) : key);
    if ('refusal' in npc) file.leftOut('npcs', name, npc.refusal);
  }

  const players = new Map<
    string,
    { id: string; character_name: string; maxHp: unknown; ac: unknown; initiative: unknown }
  >();
  for (const { key, value } of content.characters) {
    await file.step();
    const name = recordName(value, `character ${key}`);
    const converted = guarded(() => convertImprovedInitiativePlayer(value));
    if ('refusal' in converted) {
      file.leftOut('players', name, converted.refusal);
      continue;
    }
    const player = { id: file.newId(), ...converted.player } as {
      id: string;
      character_name: string;
      maxHp: unknown;
      ac: unknown;
      initiative: unknown;
    };
    file.add('players', player);
    players.set(isObject(value) ? (textOf(value.Id) ?? key) : key, player);
    if (converted.change) file.changed('players', name, converted.change);
  }

  for (const { key, value } of content.spells) {
    await file.step();
    const name = recordName(value, `spell ${key}`);
    const converted = guarded(() => convertImprovedInitiativeSpell(value));
    if ('refusal' in converted) file.leftOut('spells', name, converted.refusal);
    else {
      file.add('spells', { id: file.newId(), ...converted.spell });
      if (converted.change) file.changed('spells', name, converted.change);
    }
  }

  // A combatant's stat block is the file's creature when it carries its id or the same content.
  const npcFor = (statBlock: JsonObject) => {
    const id = textOf(statBlock.Id);
    const known = (id && byId.get(id)) || byBlock.get(sameBlock(statBlock));
    return known ?? addNpc(statBlock, recordName(statBlock, 'a combatant'));
  };
  for (const { key, value } of content.encounters) {
    await file.step();
    const name = recordName(value, `saved encounter ${key}`);
    const converted = guarded(() => convertImprovedInitiativeEncounter(value, { players, npcFor }));
    if ('refusal' in converted) {
      file.leftOut('encounters', name, converted.refusal);
      continue;
    }
    file.add('encounters', { id: file.newId(), ...converted.encounter });
    if (converted.changes.length > 0) file.changed('encounters', name, converted.changes.join(' '));
  }
  if (file.lists.npcs.length > LIBRARY_FILE_MAX_RECORDS) {
    return {
      ok: false,
      message: tooManyRecords(file.lists.npcs.length, 'NPCs (its creatures and the stat blocks of its combatants)'),
    };
  }
  return { ok: true, format: 'improved-initiative', label: content.label, file: file.file(), notes: file.notes };
}
