/** This feature's screens. */
export { EncounterBuilderPage } from './EncounterBuilderPage.tsx';
