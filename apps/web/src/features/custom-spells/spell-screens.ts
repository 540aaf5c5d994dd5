/** This feature's screens; the ones still being built show the not-built page. */
export {
  NotBuiltYetPage as SpellListPage,
  NotBuiltYetPage as SpellEditorPage,
} from '../../components/NotBuiltYetPage.tsx';
