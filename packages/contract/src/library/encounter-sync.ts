import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { z } from 'zod';
import { encounterSnapshotSchema } from './encounter-record.ts';

/** The most commands one sync sends; a longer offline queue goes in several, in order. */
export const MAX_COMMANDS_PER_SYNC = 200;

/**
 * What the runner asks of the encounter: a rules-engine command, or the undo of a log entry (named by the
 * id of the command that made it). The command's shape is checked by the engine on the server, so a bad
 * one is refused on its own with the engine's sentence, never the whole sync.
 */
export const encounterActionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('command'),
    command: z.custom<EncounterCommand>((value) => typeof value === 'object' && value !== null, {
      error: 'A command must be an object with a type',
    }),
  }),
  z.strictObject({ kind: z.literal('undo'), entry: z.uuid() }),
]);
export type EncounterAction = z.output<typeof encounterActionSchema>;

/**
 * One gesture of the GM, as the browser queued it. `id` is made in the browser, so a resend after a lost
 * answer is recognised and not applied twice; `at` stamps the log; `automate` is the GM's setting then.
 */
export const queuedCommandSchema = z.strictObject({
  id: z.uuid(),
  at: z.number().int().min(0),
  automate: z.boolean(),
  action: encounterActionSchema,
});
export type QueuedCommand = z.output<typeof queuedCommandSchema>;

/** Commands in the order the GM gave them, applied on top of `baseVersion` as the browser saw it. */
export const encounterSyncSchema = z.strictObject({
  baseVersion: z.number().int().min(0),
  commands: z
    .array(queuedCommandSchema)
    .min(1, 'Send at least one command.')
    .max(MAX_COMMANDS_PER_SYNC, `Send at most ${MAX_COMMANDS_PER_SYNC} commands at a time.`),
});
export type EncounterSync = z.output<typeof encounterSyncSchema>;

/**
 * What became of one command: `applied` at `version`; `duplicate` when it had been applied before (its
 * answer was lost); `refused` with the engine's sentence (the encounter moved on and it no longer applies).
 */
export const commandOutcomeSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(['applied', 'duplicate', 'refused']),
  version: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type CommandOutcome = z.output<typeof commandOutcomeSchema>;

/**
 * The server's answer. `snapshot` is null when the fight is exactly the browser's base with these commands
 * applied in order (the browser already holds it); otherwise it is the fight as it now stands, to rebase on.
 */
export const encounterSyncAnswerSchema = z.object({
  version: z.number().int(),
  outcomes: z.array(commandOutcomeSchema),
  snapshot: encounterSnapshotSchema.nullable(),
});
export type EncounterSyncAnswer = z.output<typeof encounterSyncAnswerSchema>;
