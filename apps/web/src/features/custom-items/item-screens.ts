/** This feature's screens. */
export { ItemEditorPage } from './ItemEditorPage.tsx';
export { ItemListPage } from './ItemListPage.tsx';
