import { type ReminderRecord, reminderRoutes } from '@skald/contract/library/reminder-record';
import type { FastifyInstance } from 'fastify';
import { reminders } from './library-tables.ts';
import { type LibraryDeps, serveCollection } from './serve-collection.ts';

/** Reminder templates (content.md §3): the five collection routes, listed and searched by title. */
export async function reminderLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  serveCollection<ReminderRecord>(app, deps, reminderRoutes, {
    kind: 'reminders',
    table: reminders,
    searchName: (reminder) => reminder.title,
  });
}
