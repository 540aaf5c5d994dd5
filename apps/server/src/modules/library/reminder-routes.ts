import { type ReminderRecord, reminderRoutes } from '@skald/contract/library/reminder-record';
import type { FastifyInstance } from 'fastify';
import { reminders } from './library-tables.ts';
import { type CollectionSpec, type LibraryDeps, serveCollection } from './serve-collection.ts';

/** How the collection (and a library import) stores a reminder. */
export const reminderCollection: CollectionSpec<ReminderRecord> = {
  kind: 'reminders',
  table: reminders,
  searchName: (reminder) => reminder.title,
};

/** Reminder templates (content.md §3): the five collection routes, listed and searched by title. */
export async function reminderLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  serveCollection<ReminderRecord>(app, deps, reminderRoutes, reminderCollection);
}
