import { Button, Container, type ContainerProps, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fieldProblemsSentence } from '../../lib/form-check.ts';
import { FormFailure, failureMessage } from '../FormFailure.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import type { LibraryEditor } from './useLibraryEditor.ts';

interface LibraryEditorFrameProps {
  editor: LibraryEditor;
  size?: ContainerProps['size'];
  gap?: 'md' | 'lg';
  /** Says below a refused try how many fields need a change (for long forms, where one may be out of sight). */
  countProblems?: boolean;
  /** Shown below the form, once the record is loaded or not. */
  after?: ReactNode;
  /** The kind's own fields. */
  children: ReactNode;
}

/** A library record's page around its fields: heading, the server's refusal, Cancel and Save, or why it could not be opened. */
export function LibraryEditorFrame({
  editor,
  size = 'sm',
  gap = 'md',
  countProblems = false,
  after,
  children,
}: LibraryEditorFrameProps) {
  const { noun, name, editing, problems } = editor;
  if (editor.openFailure) {
    return (
      <Container size="sm" py="lg">
        <LoadFailure title={`This ${noun} could not be opened`}>{editor.openFailure.message}</LoadFailure>
      </Container>
    );
  }
  return (
    <Container size={size} py="lg">
      <Stack gap="xl">
        <form onSubmit={editor.onSubmit} noValidate>
          <Stack gap={gap}>
            <Title order={1}>{editing ? `Edit ${name || noun}` : `Add ${noun}`}</Title>
            <FormFailure message={editor.failure ? failureMessage(editor.failure) : null} />
            {children}
            <Group justify="flex-end" align="center">
              {countProblems && problems > 0 && (
                <Text c="var(--mantine-color-error)" size="sm" role="alert">
                  {fieldProblemsSentence(problems)}
                </Text>
              )}
              <Button variant="default" component={Link} to={editor.backTo}>
                Cancel
              </Button>
              <Button type="submit" loading={editor.saving} disabled={editing && !editor.loaded}>
                Save {noun}
              </Button>
            </Group>
          </Stack>
        </form>
        {after}
      </Stack>
    </Container>
  );
}
