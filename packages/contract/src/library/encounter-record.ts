import { checkCommand } from '@skald/rules/encounter/command-checks';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { ENCOUNTER_LIMIT_MESSAGES, MAX_ENCOUNTER_ENTITIES } from '@skald/rules/encounter/encounter-limits';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { keptEntity } from '@skald/rules/encounter/entity-fields';
import type { LogEntry } from '@skald/rules/encounter/log';
import { z } from 'zod';
import { inventorySchema } from './campaign-record.ts';
import { EMPTY_PURSE } from './coins.ts';
import { formMessages } from './form-messages.ts';
import { plainName } from './record-fields.ts';

/** The most combatants one saved encounter holds: the engine's limit, so the builder and a sync agree. */
export { MAX_ENCOUNTER_ENTITIES };

/** The weather effects a GM can lay over an encounter (content.md §4 lazy groups), each at an intensity. */
export const WEATHER_EFFECTS = ['ash', 'fog', 'hail', 'rain', 'sand', 'snow'] as const;
export type WeatherEffect = (typeof WEATHER_EFFECTS)[number];
/** Light, medium, heavy. */
export const WEATHER_INTENSITIES = [1, 2, 3] as const;

const intensity = z
  .number({ error: 'A weather intensity is 1 (light), 2 (medium) or 3 (heavy).' })
  .int('A weather intensity is 1 (light), 2 (medium) or 3 (heavy).')
  .min(1, 'A weather intensity is 1 (light), 2 (medium) or 3 (heavy).')
  .max(3, 'A weather intensity is 1 (light), 2 (medium) or 3 (heavy).')
  .optional();

/** The effects that are on, each with its intensity; an effect left out is off. */
export const weatherSchema = z.strictObject(
  Object.fromEntries(WEATHER_EFFECTS.map((effect) => [effect, intensity])) as Record<WeatherEffect, typeof intensity>,
);
export type Weather = z.output<typeof weatherSchema>;

/** The most experience an encounter's override may name. */
export const MAX_ENCOUNTER_XP = 10_000_000;

/** The encounter's experience: computed from its monsters unless the GM overrides it. */
export const encounterXpSchema = z.strictObject({
  override: z
    .number({ error: 'Experience must be a whole number' })
    .int('Experience must be a whole number')
    .min(0, formMessages.minValue('Experience', 0))
    .max(MAX_ENCOUNTER_XP, formMessages.maxValue('Experience', MAX_ENCOUNTER_XP))
    .nullable()
    .default(null),
});
export type EncounterXp = z.output<typeof encounterXpSchema>;

/**
 * One combatant as the builder sends it: the engine's own checks decide, with their sentence, and only the
 * fields a combatant has are kept.
 */
const entitySchema = z.unknown().transform((entity, context) => {
  try {
    checkCommand({ type: 'add-entity', entity });
    return keptEntity(entity as EncounterEntity);
  } catch (error) {
    context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
    return z.NEVER;
  }
});

const entitiesSchema = z
  .array(entitySchema)
  .max(MAX_ENCOUNTER_ENTITIES, ENCOUNTER_LIMIT_MESSAGES.tooManyCombatants)
  .refine((entities) => new Set(entities.map((entity) => entity.key)).size === entities.length, {
    error: 'Two combatants share a key; each needs its own.',
  })
  .default([]);

/**
 * What the encounter builder saves (content.md §3): name, combatants, loot, weather and experience.
 * `version` is the version the builder opened; a save over a newer one is refused (409).
 */
export const encounterSetupSchema = z.strictObject({
  name: plainName('Name'),
  entities: entitiesSchema,
  loot: inventorySchema.default({ currency: EMPTY_PURSE, items: [] }),
  weather: weatherSchema.default({}),
  xp: encounterXpSchema.default({ override: null }),
});
export type EncounterSetupInput = z.input<typeof encounterSetupSchema>;
export type EncounterSetup = z.output<typeof encounterSetupSchema>;

const versionRead = 'Send the version the builder opened: a whole number, 0 or more.';

export const encounterReplaceSchema = encounterSetupSchema.extend({
  version: z.number({ error: versionRead }).int(versionRead).min(0, versionRead),
});

/** One line of the combat log as the server keeps it: the command's id names it for undo. */
export const loggedEntrySchema = z.object({ id: z.uuid(), entry: z.custom<LogEntry>() });
export type LoggedEntry = z.output<typeof loggedEntrySchema>;

/**
 * The fight as it stands at a version, with its log, oldest entry first: the newest page of it
 * (`ENCOUNTER_LOG_PAGE`); `earlierLog` is true when older entries were left out.
 */
export const encounterSnapshotSchema = z.object({
  version: z.number().int(),
  encounter: z.custom<Encounter>(),
  log: z.array(loggedEntrySchema),
  earlierLog: z.boolean().optional(),
});
export type EncounterSnapshot = z.output<typeof encounterSnapshotSchema>;

/** A saved encounter: its setup and its fight at the version it was read. */
export const storedEncounterSchema = z.object({
  id: z.uuid(),
  campaign_id: z.uuid(),
  name: z.string(),
  loot: inventorySchema,
  weather: weatherSchema,
  xp: encounterXpSchema,
  /** When the encounter was made (ISO); a campaign lists its encounters by it, oldest first. */
  timestamp: z.iso.datetime(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
  ...encounterSnapshotSchema.shape,
});
export type StoredEncounter = z.output<typeof storedEncounterSchema>;

/** An encounter's row in its campaign's list (the spec's search record). */
export const encounterSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  round: z.number().int(),
  turn: z.number().int(),
  finished: z.boolean(),
  entity_count: z.number().int(),
  timestamp: z.iso.datetime(),
});
export type EncounterSummary = z.output<typeof encounterSummarySchema>;
