/** This feature's screens; the ones still being built show the not-built page. */
export {
  NotBuiltYetPage as CharacterListPage,
  NotBuiltYetPage as CharacterEditorPage,
} from '../../components/NotBuiltYetPage.tsx';
