import { randomUUID } from 'node:crypto';
import type { Inventory } from '@skald/contract/library/campaign-record';
import type { EncounterXp, Weather } from '@skald/contract/library/encounter-record';
import { type LibraryFileLogRow, libraryFileEncounterSchema } from '@skald/contract/library/library-file';
import { checkFileFight } from '@skald/contract/library/library-file-fight';
import {
  LIBRARY_FILE_ENCOUNTERS,
  LIBRARY_IO_MESSAGES,
  type LibraryImportDuplicates,
} from '@skald/contract/library/library-io-limits';
import type { ImportNote } from '@skald/contract/library/library-io-routes';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { createEncounter, type Encounter } from '@skald/rules/encounter/encounter';
import { resetEncounter } from '@skald/rules/encounter/reset';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { describeIssue } from '../../http/parse-body.ts';
import { encounters, type GivenAwards } from '../encounters/public.ts';
import type { FreeSlots } from '../library/public.ts';
import { relinkAwards, relinkInPlace } from './import-fight-links.ts';
import { type ByKind, takeTurns } from './library-import-plan.ts';

/**
 * A file's encounters, planned before the import's transaction: each is checked with the builder's
 * setup schema, put in its campaign (the file's, once imported; or the one chosen for encounters without
 * one), matched by name against that campaign's encounters, given a slot of the campaign's tier limit,
 * and its fight checked (`checkFileFight()`) and relinked. A fight that fails is imported as not begun.
 */

/** An encounter the import adds (a new id) or writes over the campaign's one of the same name (its id). */
export interface PlannedEncounter {
  id: string;
  campaignId: string;
  name: string;
  overwrite: boolean;
  state: Encounter;
  version: number;
  loot: Inventory;
  weather: Weather;
  xp: EncounterXp;
  awards: GivenAwards | null;
  timestamp: Date;
  log: LibraryFileLogRow[];
}

/** Where the file's encounters go. */
export interface EncounterTargets {
  /** The file's campaign ids → the ids they were imported as (or the library's campaigns they matched). */
  ids: ByKind<Map<string, string>>;
  /** The campaign for encounters naming none (or one not imported), its name for the report, or why none. */
  fallback: { id: string; name: string } | { refusal: string };
  duplicates: LibraryImportDuplicates;
  slots: FreeSlots;
}

export interface EncounterPlan {
  planned: PlannedEncounter[];
  rejected: ImportNote[];
  changed: ImportNote[];
  found: { kind: typeof LIBRARY_FILE_ENCOUNTERS; name: string }[];
}

const kind = LIBRARY_FILE_ENCOUNTERS;

function nameOf(value: unknown, position: number): string {
  const name = value && typeof value === 'object' ? (value as { name?: unknown }).name : null;
  return typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : `Encounter ${position + 1}`;
}

/** Whether an encounter of the file goes to the campaign chosen for those naming none. */
export function needsFallback(value: unknown, campaigns: Map<string, string>): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { id: _fileId, ...fields } = value as { [field: string]: unknown };
  if (typeof fields.campaign_id === 'string' && campaigns.has(fields.campaign_id.toLowerCase())) return false;
  // An encounter its checks refuse is left out: it needs no campaign made for it.
  return libraryFileEncounterSchema.safeParse(fields).success;
}

/** The user's encounters by campaign and lowercase name: what a file's encounter may duplicate. */
async function existingEncounters(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: encounters.id, campaignId: encounters.campaignId, name: encounters.searchName })
    .from(encounters)
    .where(eq(encounters.userId, userId))
    .orderBy(encounters.created, encounters.id);
  const found = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.campaignId}\n${row.name}`;
    if (!found.has(key)) found.set(key, row.id);
  }
  return found;
}

export async function planEncounters(
  db: Db,
  userId: string,
  values: unknown[],
  targets: EncounterTargets,
): Promise<EncounterPlan> {
  const plan: EncounterPlan = { planned: [], rejected: [], changed: [], found: [] };
  const existing = values.length > 0 ? await existingEncounters(db, userId) : new Map<string, string>();
  const { slots } = targets;
  const held = new Map(slots.encounters.held);
  const turn = takeTurns();
  const madeAt = Date.now();
  for (const [position, value] of values.entries()) {
    await turn();
    const name = nameOf(value, position);
    const reject = (reason: string) => plan.rejected.push({ kind, name, reason });
    const notes = new Set<string>();
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      reject(LIBRARY_IO_MESSAGES.notAnObject);
      continue;
    }
    const { id: _fileId, ...fields } = value as { [field: string]: unknown };
    const parsed = libraryFileEncounterSchema.safeParse(fields);
    if (!parsed.success) {
      reject(describeIssue(parsed.error.issues[0]));
      continue;
    }
    const encounter = parsed.data;
    let campaignId = encounter.campaign_id ? targets.ids.campaigns.get(encounter.campaign_id.toLowerCase()) : undefined;
    if (!campaignId) {
      if ('refusal' in targets.fallback) {
        reject(targets.fallback.refusal);
        continue;
      }
      if (encounter.campaign_id) notes.add(LIBRARY_IO_MESSAGES.encounterCampaignMissing(targets.fallback.name));
      campaignId = targets.fallback.id;
    }
    const existingId = existing.get(`${campaignId}\n${encounter.name.toLowerCase()}`);
    if (existingId) plan.found.push({ kind, name });
    if (existingId && targets.duplicates === 'skip') continue;
    const overwrite = existingId !== undefined && targets.duplicates === 'overwrite';
    if (!overwrite) {
      const count = held.get(campaignId) ?? 0;
      const limit = slots.encounters.perCampaign;
      if (slots.overencumbered) {
        reject(LIBRARY_MESSAGES.overencumbered);
        continue;
      }
      if (limit !== null && count >= limit) {
        reject(LIBRARY_MESSAGES.notEnoughSlots);
        continue;
      }
      held.set(campaignId, count + 1);
    }
    const drop = (reason: string) => notes.add(reason);
    // The setup and the fight may share objects (a converter's file does): each is relinked once.
    const relinked = new WeakSet<object>();
    await relinkInPlace([encounter.entities, encounter.loot], targets.ids, drop, turn, relinked);
    let fight = encounter.fight;
    if (fight) {
      const checked = await checkFileFight(fight, turn);
      if (checked.ok) {
        fight = checked.fight;
        await relinkInPlace([fight.state, fight.log, fight.awards], targets.ids, drop, turn, relinked);
      } else {
        notes.add(LIBRARY_IO_MESSAGES.fightDropped(checked.problem));
        fight = undefined;
      }
    }
    const notBegun = createEncounter(encounter.entities, encounter.name);
    plan.planned.push({
      id: overwrite && existingId ? existingId : randomUUID(),
      campaignId,
      name,
      overwrite,
      state: fight ? { ...fight.state, name: encounter.name } : encounter.fight ? resetEncounter(notBegun) : notBegun,
      version: fight?.version ?? 0,
      loot: encounter.loot,
      weather: encounter.weather,
      xp: encounter.xp,
      awards: fight?.awards ? relinkAwards(fight.awards, targets.ids) : null,
      // One without a time is made now, a millisecond apart in file order, so the campaign lists them so.
      timestamp: encounter.timestamp ? new Date(encounter.timestamp) : new Date(madeAt + position),
      log: fight?.log ?? [],
    });
    for (const reason of notes) plan.changed.push({ kind, name, reason });
  }
  return plan;
}

/** Whether the campaigns' encounter slots, counted again under the transaction's lock, still hold the plan. */
export function encounterSlotsHold(planned: PlannedEncounter[], slots: FreeSlots): boolean {
  const added = planned.filter((one) => !one.overwrite);
  if (added.length === 0) return true;
  if (slots.overencumbered) return false;
  const limit = slots.encounters.perCampaign;
  if (limit === null) return true;
  const wanted = new Map<string, number>();
  for (const one of added) wanted.set(one.campaignId, (wanted.get(one.campaignId) ?? 0) + 1);
  return [...wanted].every(([campaignId, count]) => (slots.encounters.held.get(campaignId) ?? 0) + count <= limit);
}
