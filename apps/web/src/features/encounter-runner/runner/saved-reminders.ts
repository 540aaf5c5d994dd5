import type { RouteAnswer } from '@skald/contract/api/api-route';
import { titleCase } from '@skald/contract/library/library-limits';
import type { reminderRoutes } from '@skald/contract/library/reminder-record';
import type { Reminder } from '@skald/rules/combat/reminder';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { routeKey } from '../../../lib/api/route-queries.ts';
import type { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { reminderFromTemplate } from './custom-reminder.ts';

// Addresses alone, so the public demo's chunk loads no zod for its descriptors.
const REMINDER_LIST: Pick<typeof reminderRoutes.list, 'method' | 'path'> = {
  method: 'GET',
  path: '/api/library/reminders',
};
const REMINDER_READ: Pick<typeof reminderRoutes.read, 'method' | 'path'> = {
  method: 'GET',
  path: '/api/library/reminders/:id',
};

/** A saved reminder's choice in the runner's Reminder select; premade ones keep their plain keys. */
const SAVED = 'saved:';

export interface SavedReminderChoice {
  value: string;
  label: string;
}

/** The signed-in GM's saved reminders whose title holds `search`, the first 15 by title; none when signed out. */
export function useSavedReminders(search: string): SavedReminderChoice[] {
  const { user } = useSession();
  const call = { query: { name: search } };
  const list = useQuery<RouteAnswer<typeof reminderRoutes.list>, ApiError>({
    queryKey: routeKey<typeof reminderRoutes.list>(REMINDER_LIST, call),
    queryFn: ({ signal }) => callRoute<typeof reminderRoutes.list>(REMINDER_LIST, call, signal),
    enabled: user !== null,
    // The choice just made stays listed while its own title is searched (the select searches by it).
    placeholderData: keepPreviousData,
  });
  return (list.data?.results ?? []).map((row) => ({
    value: `${SAVED}${row.id}`,
    label: titleCase(String(row.title)),
  }));
}

/** The saved reminder a choice names, fetched whole; undefined for a premade choice. */
export async function savedReminder(choice: string): Promise<Reminder | undefined> {
  if (!choice.startsWith(SAVED)) return undefined;
  const id = choice.slice(SAVED.length);
  return reminderFromTemplate(await callRoute<typeof reminderRoutes.read>(REMINDER_READ, { params: { id } }));
}
