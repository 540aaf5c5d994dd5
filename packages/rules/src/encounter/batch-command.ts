import type { CommandResult } from './command-result.ts';
import type { CommandContext, EncounterCommand } from './commands.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEvent } from './events.ts';
import { frames, type LogEntry, type LogPart } from './log.ts';

type Batch = Extract<EncounterCommand, { type: 'batch' }>;
type ApplyOne = (encounter: Encounter, command: EncounterCommand, context: CommandContext) => CommandResult;

/** The value every part shares, or null when they differ: a batch of one dealer's hits names the dealer. */
function shared<T>(parts: readonly LogPart[], pick: (part: LogPart) => T): T | null {
  const first = parts[0];
  if (!first) return null;
  const value = pick(first);
  return parts.every((part) => pick(part) === value) ? value : null;
}

function part(entry: LogEntry): LogPart {
  const { type, by, by_name, target, target_name, amount, over, crit } = entry;
  return { type, by, by_name, target, target_name, amount, over, crit };
}

/**
 * Applies a batch's commands in order with `applyOne`, all or nothing: the first refusal refuses the
 * batch with its sentence and the encounter given stays as it was. Otherwise one entry whose frames span
 * the whole batch, so one undo takes it all back, and the events of every command in order (deaths
 * included, each announced by the command that caused it).
 */
export function applyBatch(
  encounter: Encounter,
  batch: Batch,
  context: CommandContext,
  applyOne: ApplyOne,
): CommandResult {
  let state = encounter;
  const events: EncounterEvent[] = [];
  const parts: LogPart[] = [];
  for (const command of batch.commands) {
    const result = applyOne(state, command, context);
    if (!result.ok) return result;
    state = result.encounter;
    events.push(...result.events);
    parts.push(part(result.entry));
  }
  const amounts = parts.map((one) => one.amount);
  const summed = amounts.every((amount) => amount !== null);
  const entry: LogEntry = {
    at: context.at,
    round: encounter.round,
    turn: encounter.turn,
    type: 'batch',
    command: batch,
    by: shared(parts, (one) => one.by),
    by_name: shared(parts, (one) => one.by_name),
    target: shared(parts, (one) => one.target),
    target_name: shared(parts, (one) => one.target_name),
    amount: summed ? amounts.reduce<number>((total, amount) => total + (amount ?? 0), 0) : null,
    over: summed ? parts.reduce((total, one) => total + (one.over ?? 0), 0) : null,
    crit: parts.some((one) => one.crit),
    undo: frames(encounter, state),
    parts,
  };
  return { ok: true, encounter: state, entry, events };
}
