/** This feature's screens. */
export { SpellEditorPage } from './SpellEditorPage.tsx';
export { SpellListPage } from './SpellListPage.tsx';
