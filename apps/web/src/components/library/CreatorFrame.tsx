import { Alert, Anchor, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { fieldProblemsSentence } from '../../lib/form-check.ts';
import { useSession } from '../../lib/session.tsx';
import { FormFailure, failureMessage } from '../FormFailure.tsx';
import type { LibraryEditor } from './useLibraryEditor.ts';

/** The record a save made, for the link to it. */
export interface SavedRecord {
  name: string;
  /** Its editor's address: `/content/npcs/{id}`. */
  editor: string;
}

interface CreatorFrameProps {
  /** The form, made by `useLibraryEditor` with no id and an `onSaved` that keeps the page. */
  editor: Pick<LibraryEditor, 'onSubmit' | 'saving' | 'failure' | 'problems'>;
  title: string;
  intro: ReactNode;
  /** The library list a save adds to, as its button says: 'NPCs' ("Save to my NPCs"). */
  collection: string;
  /** Checks the form and hands its record over as a JSON file. */
  onDownload: () => void;
  /** More ways to keep it, before Download (the monster creator's Copy as text). */
  moreWays?: ReactNode;
  saved: SavedRecord | null;
  /** Tools that fill the form (a paste box): beside it on a wide screen, above it on a narrow one. */
  aside?: ReactNode;
  /** The kind's own fields. */
  children: ReactNode;
}

/**
 * A public creator (/tools/monster-creator, /tools/spell-creator): a library form anyone may fill, then keep
 * as a JSON file, or, signed in, save to their library and open in its editor. The page stays: a GM may
 * tune the form and save another.
 */
export function CreatorFrame({
  editor,
  title,
  intro,
  collection,
  onDownload,
  moreWays,
  saved,
  aside,
  children,
}: CreatorFrameProps) {
  const { user } = useSession();
  const { problems } = editor;
  const savedNotice = useRef<HTMLDivElement>(null);
  // The buttons end a long form, so the notice lands below the window's edge: bring it into view.
  // (jsdom has no scrollIntoView; the browser journey holds this.)
  useEffect(() => {
    if (saved) savedNotice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [saved]);
  const form = (
    <form onSubmit={editor.onSubmit} noValidate aria-label={title}>
      <Stack gap="lg">
        {children}
        <Stack gap="sm" component="section" aria-label="Keep it">
          <FormFailure message={editor.failure ? failureMessage(editor.failure) : null} />
          {problems > 0 && (
            <Text c="var(--mantine-color-error)" size="sm" role="alert">
              {fieldProblemsSentence(problems)}
            </Text>
          )}
          <Group justify="flex-end" align="center" gap="sm">
            {!user && (
              <Text size="sm" c="dimmed" mr="auto">
                Sign in from the account menu to save it to your {collection}; the form stays as it is.
              </Text>
            )}
            {moreWays}
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={onDownload}>
              Download as JSON
            </Button>
            {user && (
              <Button type="submit" loading={editor.saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                Save to my {collection}
              </Button>
            )}
          </Group>
          {saved && (
            <Alert ref={savedNotice} color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {saved.name} was saved to your {collection}.{' '}
              <Anchor component={Link} to={saved.editor}>
                Open {saved.name} in the editor
              </Anchor>
            </Alert>
          )}
        </Stack>
      </Stack>
    </form>
  );
  return (
    <Container size={aside ? 'xl' : 'md'} py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" maw={760}>
            {intro}
          </Text>
        </Stack>
        {aside ? (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, lg: 4 }}>{aside}</Grid.Col>
            <Grid.Col span={{ base: 12, lg: 8 }}>{form}</Grid.Col>
          </Grid>
        ) : (
          form
        )}
      </Stack>
    </Container>
  );
}
