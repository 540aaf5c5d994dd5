/** This feature's screens; the ones still being built show the not-built page. */
export {
  NotBuiltYetPage as NpcListPage,
  NotBuiltYetPage as NpcEditorPage,
  NotBuiltYetPage as CompanionPage,
} from '../../components/NotBuiltYetPage.tsx';
