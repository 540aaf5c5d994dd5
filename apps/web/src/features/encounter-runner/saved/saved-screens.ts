/** This feature's screens for saved encounters. */
export { RunEncounterPage } from './RunEncounterPage.tsx';
export { TestEncounterPage } from './TestEncounterPage.tsx';
