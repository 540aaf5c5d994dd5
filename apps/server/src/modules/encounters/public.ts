/** What the rest of the server uses of the encounters module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { linkOf } from './encounter-links.ts';
export { encounterCommands, encounters, type GivenAwards } from './encounter-tables.ts';
export {
  type CommittedEncounter,
  type EncounterEvent,
  EncounterVersions,
  type SessionsEndedEvent,
} from './encounter-versions.ts';
export { registerEncounters } from './register-encounters.ts';
