/** This feature's screens. */
export { PlayerEditorPage } from './PlayerEditorPage.tsx';
export { PlayerListPage } from './PlayerListPage.tsx';
