import { LIBRARY_IO_MESSAGES, type LibraryFileKind } from '@skald/contract/library/library-io-limits';
import type { ByKind, PlannedRecord, RecordPlan } from './library-import-plan.ts';

/**
 * Points an imported record's links at the new ids its file's records were given. A link to a record the
 * file lacks (or that was rejected) is dropped, and so is a picture uploaded to another account; each drop
 * is said once per record through `drop`.
 */

export interface LinkContext {
  /** Each kind's ids in the file → the new ids of the records being added. */
  ids: ByKind<Map<string, string>>;
  /** The new ids of added NPCs that follow an added player: the only NPCs a campaign takes as companions. */
  companions: Set<string>;
  /** The ids of the importing user's uploaded avatars. */
  ownAvatars: Set<string>;
}

type Fields = PlannedRecord['record'];
type Drop = (reason: string) => void;

const UPLOADED = /^\/api\/avatars\/([0-9a-f-]{36})\.webp$/i;
const PICTURE_FIELDS = { image: 'The image', avatar: 'The avatar', storage_avatar: 'The uploaded avatar' } as const;

function mapped(map: Map<string, string>, fileId: unknown): string | undefined {
  return typeof fileId === 'string' ? map.get(fileId.toLowerCase()) : undefined;
}

/** One link: the new id, or null (said through `drop`) when the file has no such record. */
function single(map: Map<string, string>, fileId: unknown, what: string, drop: Drop): string | null {
  if (fileId === null || fileId === undefined) return null;
  const id = mapped(map, fileId);
  if (!id) drop(LIBRARY_IO_MESSAGES.linkDropped(what));
  return id ?? null;
}

/** A list of links: the ones the file has, renamed. */
function list(map: Map<string, string>, fileIds: unknown, what: string, drop: Drop, keep = (_id: string) => true) {
  const ids: string[] = [];
  for (const fileId of Array.isArray(fileIds) ? fileIds : []) {
    const id = mapped(map, fileId);
    if (id && keep(id)) ids.push(id);
    else drop(LIBRARY_IO_MESSAGES.linkDropped(what));
  }
  return ids;
}

/** A map keyed by ids (a campaign's players and companions), its keys renamed. */
function keyed(map: Map<string, string>, value: unknown, what: string, drop: Drop, keep = (_id: string) => true) {
  const kept: { [id: string]: unknown } = {};
  for (const [fileId, entry] of value && typeof value === 'object' ? Object.entries(value) : []) {
    const id = mapped(map, fileId);
    if (id && keep(id)) kept[id] = entry;
    else drop(LIBRARY_IO_MESSAGES.linkDropped(what));
  }
  return kept;
}

function pictures(record: Fields, context: LinkContext, drop: Drop): Fields {
  const kept: Fields = {};
  for (const [field, label] of Object.entries(PICTURE_FIELDS)) {
    const value = record[field];
    if (typeof value !== 'string') continue;
    const uploaded = UPLOADED.exec(value);
    const foreign = value.startsWith('/') && !(uploaded?.[1] && context.ownAvatars.has(uploaded[1].toLowerCase()));
    if (foreign) drop(LIBRARY_IO_MESSAGES.avatarDropped(label));
    kept[field] = foreign ? '' : value;
  }
  return kept;
}

type Casting = { spells: { url: string }[] };

/**
 * An NPC's spells name the user's own spells by id (a compendium spell by its slug): those of the file
 * follow its spells' new ids; any other is left as it is, and reads as no spell of the importer's.
 */
function spellLinks(record: Fields, context: LinkContext): Fields {
  const casting = record.spellcasting as Casting[] | undefined;
  if (!casting) return {};
  return {
    spellcasting: casting.map((one) => ({
      ...one,
      spells: one.spells.map((spell) => ({ ...spell, url: mapped(context.ids.spells, spell.url) ?? spell.url })),
    })),
  };
}

const RELINK: ByKind<(record: Fields, context: LinkContext, drop: Drop) => Fields> = {
  campaigns: (record, { ids, companions }, drop) => {
    // The coins pass as they are; only the items' links are renamed.
    const inventory = record.inventory as {
      items: { linked_item: { key: string; custom: boolean } | null }[];
    };
    return {
      players: keyed(ids.players, record.players, 'A player', drop),
      companions: keyed(ids.npcs, record.companions, 'A companion', drop, (id) => companions.has(id)),
      inventory: {
        ...inventory,
        items: inventory.items.map((item) => {
          if (!item.linked_item?.custom) return item;
          const key = single(ids.items, item.linked_item.key, 'A linked item', drop);
          return { ...item, linked_item: key ? { key, custom: true } : null };
        }),
      },
    };
  },
  players: (record, context, drop) => ({
    campaign_id: single(context.ids.campaigns, record.campaign_id, 'Its campaign', drop),
    companions: list(context.ids.npcs, record.companions, 'A companion', drop),
    ...pictures(record, context, drop),
  }),
  characters: (record, context, drop) => ({
    campaign_id: single(context.ids.campaigns, record.campaign_id, 'Its campaign', drop),
    companions: list(context.ids.npcs, record.companions, 'A companion', drop),
    ...pictures(record, context, drop),
  }),
  npcs: (record, context, drop) => ({
    player_id: single(context.ids.players, record.player_id, 'Its player', drop),
    ...spellLinks(record, context),
    ...pictures(record, context, drop),
  }),
  items: (record, context, drop) => pictures(record, context, drop),
  spells: () => ({}),
  reminders: () => ({}),
};

/** The record with its links renamed, and the sentences of what was dropped (each once). */
export function relink(
  kind: LibraryFileKind,
  record: Fields,
  context: LinkContext,
): { record: Fields; dropped: string[] } {
  const dropped = new Set<string>();
  const changes = RELINK[kind](record, context, (reason) => dropped.add(reason));
  return { record: { ...record, ...changes }, dropped: [...dropped] };
}

/**
 * The link context of a plan: every added or overwritten record's id by its id in the file, and a skipped
 * record's file id pointing at the library's record it matched.
 */
export function linkContext(plan: Pick<RecordPlan, 'planned' | 'skipped'>, ownAvatars: Set<string>): LinkContext {
  const ids = Object.fromEntries(
    Object.entries(plan.planned).map(([kind, records]) => [
      kind,
      new Map([...plan.skipped[kind as LibraryFileKind], ...records.map((one) => [one.fileId, one.id] as const)]),
    ]),
  ) as ByKind<Map<string, string>>;
  const companions = new Set(
    plan.planned.npcs.filter((npc) => mapped(ids.players, npc.record.player_id)).map((npc) => npc.id),
  );
  return { ids, companions, ownAvatars };
}

/** Every id the plan's links may point at that is already in the library: skipped and overwritten records'. */
export function existingIds(plan: Pick<RecordPlan, 'planned' | 'skipped'>): Set<string> {
  const ids = new Set<string>();
  for (const kind of Object.keys(plan.planned) as LibraryFileKind[]) {
    for (const id of plan.skipped[kind].values()) ids.add(id);
    for (const one of plan.planned[kind]) if (one.overwrite) ids.add(one.id);
  }
  return ids;
}
