/** This feature's screens. */
export { SpellCreatorPage } from './SpellCreatorPage.tsx';
export { SpellEditorPage } from './SpellEditorPage.tsx';
export { SpellListPage } from './SpellListPage.tsx';
