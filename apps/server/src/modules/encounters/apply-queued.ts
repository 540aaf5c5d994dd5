import type { CommandOutcome, QueuedCommand } from '@skald/contract/library/encounter-sync';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { LogEntry } from '@skald/rules/encounter/log';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { undoEntry } from '@skald/rules/encounter/undo';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Commits } from '../../events/commits.ts';
import { HttpError } from '../../http/http-error.ts';
import { carryToCampaign } from './campaign-carry.ts';
import { catchUpBeforeCommand } from './campaign-catch-up.ts';
import type { EncounterRow } from './encounter-access.ts';
import { takeBackAwards } from './encounter-awards.ts';
import { encounterCommands, encounters } from './encounter-tables.ts';
import type { CommittedEncounter, EncounterEvent } from './encounter-versions.ts';

export const SYNC_MESSAGES = {
  entryGone: 'That log entry is no longer there',
  unreadable: 'This command could not be applied to the encounter',
} as const;

type Step = { ok: true; encounter: Encounter; entry: LogEntry | null } | { ok: false; error: string };

/** The engine's answer to a command; one it cannot even read is refused in words, never a crash. */
function runCommand(state: Encounter, queued: QueuedCommand, command: unknown, log: FastifyBaseLogger): Step {
  try {
    const result = applyCommand(state, command as never, { at: queued.at, automate: queued.automate });
    return result.ok ? { ok: true, encounter: result.encounter, entry: result.entry } : result;
  } catch (error) {
    log.warn({ err: error, commandId: queued.id }, 'An encounter command could not be applied');
    return { ok: false, error: SYNC_MESSAGES.unreadable };
  }
}

/** The engine's undo of the log entry the command `entryId` made, while that entry is still in the log. */
async function runUndo(tx: Db, encounterId: string, state: Encounter, entryId: string): Promise<Step> {
  const [logged] = await tx
    .select({ entry: encounterCommands.entry, undone: encounterCommands.undone })
    .from(encounterCommands)
    .where(and(eq(encounterCommands.encounterId, encounterId), eq(encounterCommands.id, entryId)));
  if (!logged?.entry || logged.undone) return { ok: false, error: SYNC_MESSAGES.entryGone };
  const result = undoEntry(state, logged.entry);
  return result.ok ? { ok: true, encounter: result.encounter, entry: null } : result;
}

/** The version a command's transaction committed, as the live hub and the event streams hear of it. */
function commandVersion(row: EncounterRow): EncounterEvent {
  return { kind: 'encounter', encounterId: row.id, version: row.version, committed: committedRow(row), command: true };
}

/** The row as the live hub shows it. */
function committedRow(row: EncounterRow): CommittedEncounter {
  const { id, userId, campaignId, version, state, awards, loot, weather } = row;
  return { id, userId, campaignId, version, state, awards, loot, weather };
}

/** The encounter a sync writes to, as its address names it, and the writer, who must own it. */
export interface CommandTarget {
  encounterId: string;
  campaignId: string;
  userId: string;
}

/**
 * The writer's encounter row, locked for the command's transaction, and the version the command `commandId`
 * made if it was applied before, in one statement (each is a round trip to the database, and a command's
 * delivery to followers waits for all of them). Not the writer's, or not in that campaign: a 404, as
 * `findEncounter` answers.
 */
async function lockForCommand(tx: Db, target: CommandTarget, commandId: string) {
  const seen = tx
    .select({ seq: encounterCommands.seq })
    .from(encounterCommands)
    .where(and(eq(encounterCommands.encounterId, encounters.id), eq(encounterCommands.id, commandId)));
  const [found] = await tx
    .select({ locked: encounters, seenSeq: sql<number | null>`(${seen})` })
    .from(encounters)
    .where(
      and(
        eq(encounters.id, target.encounterId),
        eq(encounters.campaignId, target.campaignId),
        eq(encounters.userId, target.userId),
      ),
    )
    .for('update');
  if (!found) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
  return found;
}

/**
 * Applies one queued command in its own transaction: the writer's encounter row is locked, a command id seen
 * before is a duplicate (its answer was lost), the engine applies it or refuses it in words, and the new
 * state, the next version and the log row are committed together before anyone is told: the version is
 * announced with its row (the live hub shows it without reading it back) once the transaction committed.
 */
export async function applyQueued(
  commits: Commits<EncounterEvent>,
  target: CommandTarget,
  queued: QueuedCommand,
  log: FastifyBaseLogger,
): Promise<CommandOutcome> {
  const { encounterId } = target;
  return commits.transaction(async (tx, announce) => {
    const { locked, seenSeq } = await lockForCommand(tx, target, queued.id);
    if (seenSeq !== null) return { id: queued.id, outcome: 'duplicate', version: seenSeq, error: null };
    // A long rest or an edit made while the fight waited reaches it first, never overwritten by its old value.
    const row = await catchUpBeforeCommand(tx, locked);

    const { action } = queued;
    const step =
      action.kind === 'command'
        ? runCommand(row.state, queued, action.command, log)
        : await runUndo(tx, encounterId, row.state, action.entry);
    if (!step.ok) {
      // What the catch-up stored is committed all the same.
      if (row !== locked) announce(commandVersion(row));
      return { id: queued.id, outcome: 'refused', version: null, error: step.error };
    }

    const version = row.version + 1;
    const resets = action.kind === 'command' && action.command.type === 'reset';
    if (resets && row.awards) await takeBackAwards(tx, row);
    // The log row goes in with the state, in one statement: each is a round trip before followers hear of it.
    const logged = tx
      .$with('logged')
      .as(
        tx
          .insert(encounterCommands)
          .values({ encounterId, id: queued.id, seq: version, kind: action.kind, entry: step.entry }),
      );
    // The state as stored (jsonb orders an object's keys its own way), so a view of it is the view a read gives.
    const [stored] = await tx
      .with(logged)
      .update(encounters)
      .set({ state: step.encounter, version, updated: new Date(), ...(resets ? { awards: null } : {}) })
      .where(eq(encounters.id, encounterId))
      .returning({ state: encounters.state, awards: encounters.awards });
    if (!stored) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    if (action.kind === 'undo') {
      await tx
        .update(encounterCommands)
        .set({ undone: true })
        .where(and(eq(encounterCommands.encounterId, encounterId), eq(encounterCommands.id, action.entry)));
    }
    await carryToCampaign(tx, row.campaignId, row.state, step.encounter);
    announce(commandVersion({ ...row, version, state: stored.state, awards: stored.awards }));
    return { id: queued.id, outcome: 'applied', version, error: null };
  });
}
