/** This feature's screens. */
export { CompanionPage, NpcEditorPage } from './NpcEditorPage.tsx';
export { NpcListPage } from './NpcListPage.tsx';
