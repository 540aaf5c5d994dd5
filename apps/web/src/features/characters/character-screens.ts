/** This feature's screens. */
export { CharacterEditorPage } from './CharacterEditorPage.tsx';
export { CharacterListPage } from './CharacterListPage.tsx';
