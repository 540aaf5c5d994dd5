/** This feature's screens. */
export { ReminderEditorPage } from './ReminderEditorPage.tsx';
export { ReminderListPage } from './ReminderListPage.tsx';
