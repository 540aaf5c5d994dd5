import { Button, Group } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { EncounterEditor } from './use-encounter-form.ts';

/** Save, and the two ways to open the encounter: run it for real or test it; unsaved changes are saved first. */
export function BuilderActions({
  editor,
  campaignId,
  encounterId,
  onRefused,
}: {
  editor: EncounterEditor;
  campaignId: string;
  encounterId: string;
  /** A field was refused: the page shows its tab. */
  onRefused(field: string): void;
}) {
  const navigate = useNavigate();
  const runPath = `/run-encounter/${campaignId}/${encounterId}`;
  const testPath = `/test-encounter/${campaignId}/${encounterId}`;

  /** Saves; on a refused field, shows it. */
  async function save(): Promise<boolean> {
    const { saved, refused } = await editor.submit();
    if (refused) onRefused(refused);
    return saved;
  }

  function open(event: MouseEvent, path: string) {
    if (!editor.form.isDirty()) return;
    event.preventDefault();
    void save().then((saved) => saved && navigate(path));
  }

  return (
    <Group gap={6} justify="flex-end">
      <Button loading={editor.saving} disabled={!editor.loaded} onClick={() => void save()}>
        Save
      </Button>
      <Button
        component={Link}
        to={runPath}
        variant="light"
        leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
        onClick={(event: MouseEvent) => open(event, runPath)}
      >
        Run encounter
      </Button>
      <Button component={Link} to={testPath} variant="default" onClick={(event: MouseEvent) => open(event, testPath)}>
        Test
      </Button>
    </Group>
  );
}
