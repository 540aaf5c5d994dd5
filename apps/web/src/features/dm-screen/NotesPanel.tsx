import { Text, Textarea } from '@mantine/core';
import { MAX_DM_SCREEN_NOTE_LENGTH } from '@skald/contract/dm-screen';

/** Shown once a note is this close to its limit, so the limit never comes as a surprise. */
const COUNT_FROM = MAX_DM_SCREEN_NOTE_LENGTH - 2000;

/** A notes panel: free text, kept with the layout. */
export function NotesPanel({ title, note, onWrite }: { title: string; note: string; onWrite(note: string): void }) {
  return (
    <>
      <Textarea
        aria-label={title}
        placeholder="Names, secrets, what the party owes whom…"
        value={note}
        onChange={(event) => onWrite(event.currentTarget.value.slice(0, MAX_DM_SCREEN_NOTE_LENGTH))}
        maxLength={MAX_DM_SCREEN_NOTE_LENGTH}
        autosize
        minRows={4}
        styles={{ input: { border: 'none', padding: 0, background: 'transparent' } }}
      />
      {note.length >= COUNT_FROM && (
        <Text size="xs" c="dimmed" role="status">
          {note.length.toLocaleString('en-US')} of {MAX_DM_SCREEN_NOTE_LENGTH.toLocaleString('en-US')} characters
        </Text>
      )}
    </>
  );
}
