import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';
import {
  encounterReplaceSchema,
  encounterSetupSchema,
  encounterSnapshotSchema,
  encounterSummarySchema,
  loggedEntrySchema,
  storedEncounterSchema,
} from './encounter-record.ts';
import { encounterSyncAnswerSchema, encounterSyncSchema } from './encounter-sync.ts';

const campaignParams = z.strictObject({ id: z.uuid() });
const encounterParams = z.strictObject({ id: z.uuid(), encid: z.uuid() });
const base = '/api/library/campaigns/:id/encounters';
const tag = 'Encounters';

/** The version a follower of the encounter's changes already holds; events start after it. */
const sinceQuery = z.strictObject({
  since: z.coerce
    .number({ error: 'since is a whole number from 0.' })
    .int('since is a whole number from 0.')
    .min(0, 'since is a whole number from 0.')
    .default(0),
});

/** Who receives a finished encounter's rewards (content.md §4: reset takes them back). */
export const encounterAwardSchema = z.strictObject({
  /** The campaign's players who share the experience, evenly. */
  players: z.array(z.uuid()).max(100, 'At most 100 players share the experience.').default([]),
  /** Give the encounter's experience to those players. */
  xp: z.boolean().default(false),
  /** Put the loot's coins in the campaign's purse. */
  currency: z.boolean().default(false),
});
export type EncounterAwardInput = z.input<typeof encounterAwardSchema>;

/**
 * A campaign's encounters (content.md §3, combat.md §4): only the campaign's owner reads and writes them;
 * admins may read. Every change to a fight goes through `sync` as rules-engine commands, each applied in a
 * transaction that bumps the encounter's version and stores its log entry.
 */
export const encounterRoutes = {
  list: defineRoute({
    method: 'GET',
    path: base,
    access: 'signed-in',
    tag,
    summary: "A campaign's encounters, oldest first",
    params: campaignParams,
    query: z.strictObject({
      finished: z.enum(['true', 'false'], { error: 'finished is true or false.' }).optional(),
    }),
    answer: z.object({ results: z.array(encounterSummarySchema), count: z.number().int() }),
  }),
  create: defineRoute({
    method: 'POST',
    path: base,
    access: 'signed-in',
    tag,
    summary: 'Adds an encounter to one of your campaigns, when your tier has a free slot',
    params: campaignParams,
    body: encounterSetupSchema,
    answer: storedEncounterSchema,
    status: 201,
  }),
  removeFinished: defineRoute({
    method: 'DELETE',
    path: `${base}/finished`,
    access: 'signed-in',
    tag,
    summary: "Deletes a campaign's finished encounters",
    params: campaignParams,
    answer: z.object({ deleted: z.number().int() }),
  }),
  read: defineRoute({
    method: 'GET',
    path: `${base}/:encid`,
    access: 'signed-in',
    tag,
    summary: 'One encounter: its setup, its fight and its log, at its current version',
    description:
      'Loading drops combatants whose player, NPC or companion is gone, with their companions, and loot linked to a deleted item.',
    params: encounterParams,
    answer: storedEncounterSchema,
  }),
  replace: defineRoute({
    method: 'PUT',
    path: `${base}/:encid`,
    access: 'signed-in',
    tag,
    summary: "Saves the encounter builder's name, combatants, loot, weather and experience",
    params: encounterParams,
    body: encounterReplaceSchema,
    answer: storedEncounterSchema,
    otherAnswers: { 409: { description: 'The encounter changed since the builder opened it.' } },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${base}/:encid`,
    access: 'signed-in',
    tag,
    summary: 'Deletes one encounter',
    params: encounterParams,
  }),
  clone: defineRoute({
    method: 'POST',
    path: `${base}/:encid/clone`,
    access: 'signed-in',
    tag,
    summary: 'Copies an encounter, reset, into the same campaign, when your tier has a free slot',
    params: encounterParams,
    answer: storedEncounterSchema,
    status: 201,
  }),
  sync: defineRoute({
    method: 'POST',
    path: `${base}/:encid/commands`,
    access: 'signed-in',
    tag,
    summary: 'Applies the runner’s commands in order, each in its own versioned transaction',
    params: encounterParams,
    body: encounterSyncSchema,
    answer: encounterSyncAnswerSchema,
  }),
  snapshot: defineRoute({
    method: 'GET',
    path: `${base}/:encid/snapshot`,
    access: 'signed-in',
    tag,
    summary: 'The fight and its log at the current version',
    params: encounterParams,
    answer: encounterSnapshotSchema,
  }),
  log: defineRoute({
    method: 'GET',
    path: `${base}/:encid/log`,
    access: 'signed-in',
    tag,
    summary: 'An earlier page of the log: the entries before the one named, oldest first',
    description:
      'A read answers only the newest page of the log; `earlier` says whether entries older than this page remain.',
    params: encounterParams,
    query: z.strictObject({ before: z.uuid({ error: 'before is the id of a log entry.' }) }),
    answer: z.object({ log: z.array(loggedEntrySchema), earlier: z.boolean() }),
  }),
  events: defineRoute({
    method: 'GET',
    path: `${base}/:encid/events`,
    access: 'signed-in',
    tag,
    summary: 'Server-sent events: the encounter’s version each time it changes',
    description:
      'Each event is `version` with data `{"version":n}`; the first comes at once when the version is past `since`.',
    params: encounterParams,
    query: sinceQuery,
    answer: 'event-stream',
  }),
  award: defineRoute({
    method: 'POST',
    path: `${base}/:encid/award`,
    access: 'signed-in',
    tag,
    summary: "Gives a finished encounter's experience to chosen players and its coins to the campaign",
    params: encounterParams,
    body: encounterAwardSchema,
    answer: storedEncounterSchema,
  }),
};
