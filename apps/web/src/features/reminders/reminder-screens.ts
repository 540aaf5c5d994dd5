/** This feature's screens; the ones still being built show the not-built page. */
export {
  NotBuiltYetPage as ReminderListPage,
  NotBuiltYetPage as ReminderEditorPage,
} from '../../components/NotBuiltYetPage.tsx';
