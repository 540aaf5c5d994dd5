/** This feature's screens; the ones still being built show the not-built page. */
export {
  NotBuiltYetPage as PlayerListPage,
  NotBuiltYetPage as PlayerEditorPage,
} from '../../components/NotBuiltYetPage.tsx';
