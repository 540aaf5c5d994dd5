import { Container } from '@mantine/core';
import { titleCase } from '@skald/contract/library/library-limits';
import { reminderRoutes } from '@skald/contract/library/reminder-record';
import { LibraryList } from '../../components/library/LibraryList.tsx';

interface ReminderRow {
  id: string;
  title: string;
}

/** /content/reminders: the user's reminder templates, ready to set on a combatant. */
export function ReminderListPage() {
  return (
    <Container size="lg" py="lg">
      <LibraryList<ReminderRow>
        title="Reminders"
        noun={['reminder', 'reminders']}
        list={reminderRoutes.list}
        remove={reminderRoutes.remove}
        path="/api/library/reminders"
        addPath="/content/reminders/add-reminder"
        editPath={(row) => `/content/reminders/${row.id}`}
        nameOf={(row) => titleCase(row.title)}
        emptyText="No reminders yet. Add one for what you keep forgetting: concentration, a hex, a lingering fire."
      />
    </Container>
  );
}
