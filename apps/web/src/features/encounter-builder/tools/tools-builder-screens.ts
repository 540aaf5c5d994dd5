/** The public encounter builder's screen (/tools/encounter-builder), a chunk of its own. */
export { PublicEncounterBuilderPage } from './PublicEncounterBuilderPage.tsx';
