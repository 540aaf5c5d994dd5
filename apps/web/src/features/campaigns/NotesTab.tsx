import { ActionIcon, Button, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type CampaignNote,
  type CampaignNoteInput,
  campaignNoteInputSchema,
  campaignNoteRoutes,
} from '@skald/contract/library/campaign-notes';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDelete } from '../../components/library/ConfirmDelete.tsx';
import { LoadFailure } from '../../components/library/LoadFailure.tsx';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';
import classes from './Campaign.module.css';

const NOTES_PATH = '/api/library/campaigns/:id/notes';
const stamp = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** One note's form: a new note, or an edit in place. */
function NoteForm({
  initial,
  label,
  submitLabel,
  busy,
  onSave,
  onCancel,
}: {
  initial: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSave: (text: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useForm<CampaignNoteInput>({
    mode: 'controlled',
    initialValues: { text: initial },
    validate: schemaResolver(campaignNoteInputSchema, { sync: true }),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onSave(values.text)
          .then(() => form.reset())
          .catch(() => undefined),
      )}
      noValidate
    >
      <Stack gap="xs">
        <Textarea label={label} autosize minRows={3} maxRows={12} {...form.getInputProps('text')} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A campaign's notes, oldest first, each with when it was written and last edited. */
export function NotesTab({ campaignId }: { campaignId: string }) {
  const params = { id: campaignId };
  const notes = useRouteQuery(campaignNoteRoutes.list, { params });
  const create = useRouteMutation(campaignNoteRoutes.create, [NOTES_PATH]);
  const replace = useRouteMutation(campaignNoteRoutes.replace, [NOTES_PATH]);
  const remove = useRouteMutation(campaignNoteRoutes.remove, [NOTES_PATH]);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CampaignNote | null>(null);

  async function run(write: () => Promise<unknown>, done: string) {
    try {
      await write();
      notifyPositive(done);
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'The note could not be saved.');
      throw error;
    }
  }

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Notes
      </Title>
      {notes.isError ? (
        <LoadFailure title="The notes could not be loaded">{notes.error.message}</LoadFailure>
      ) : !notes.data ? (
        <Skeleton height={80} aria-label="Loading the notes" />
      ) : notes.data.notes.length === 0 ? (
        <Text c="dimmed">No notes yet.</Text>
      ) : (
        <Stack gap="sm" component="ul" className={classes.list}>
          {notes.data.notes.map((note) => (
            <li key={note.id} className={classes.entry}>
              {editing === note.id ? (
                <NoteForm
                  initial={note.text}
                  label="Edit note"
                  submitLabel="Save note"
                  busy={replace.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={(text) =>
                    run(
                      () => replace.mutateAsync({ params: { ...params, noteId: note.id }, body: { text } }),
                      'The note was saved.',
                    ).then(() => setEditing(null))
                  }
                />
              ) : (
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text size="xs" c="dimmed">
                      Written <time dateTime={note.created}>{stamp.format(new Date(note.created))}</time>
                      {note.updated !== note.created && (
                        <>
                          {' '}
                          · edited <time dateTime={note.updated}>{stamp.format(new Date(note.updated))}</time>
                        </>
                      )}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label="Edit this note" onClick={() => setEditing(note.id)}>
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label="Delete this note"
                        onClick={() => setDeleting(note)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Group>
                  <Text className={classes.noteText}>{note.text}</Text>
                </Stack>
              )}
            </li>
          ))}
        </Stack>
      )}
      <NoteForm
        initial=""
        label="New note"
        submitLabel="Add note"
        busy={create.isPending}
        onSave={(text) => run(() => create.mutateAsync({ params, body: { text } }), 'The note was added.')}
      />
      <ConfirmDelete
        name="this note"
        opened={deleting !== null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          run(() => remove.mutateAsync({ params: { ...params, noteId: deleting.id } }), 'The note was deleted.')
            .then(() => setDeleting(null))
            .catch(() => undefined)
        }
      />
    </Stack>
  );
}
