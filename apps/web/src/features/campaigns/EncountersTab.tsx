import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { EncounterSummary } from '@skald/contract/library/encounter-record';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDelete } from '../../components/library/ConfirmDelete.tsx';
import { LoadFailure } from '../../components/library/LoadFailure.tsx';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';
import classes from './Campaign.module.css';
import { EncounterRow } from './EncounterRow.tsx';

const ENCOUNTERS = [encounterRoutes.list.path];
/** What a new encounter is called until the GM names it in the builder. */
const NEW_NAME = 'New encounter';

/** Deleting one encounter, or every finished one. */
type Deleting = { one: EncounterSummary } | 'finished' | null;

/** The campaign's encounters, active and finished: make one, edit, run, test, clone and delete them. */
export function EncountersTab({ campaignId }: { campaignId: string }) {
  const params = { id: campaignId };
  const list = useRouteQuery(encounterRoutes.list, { params, query: {} });
  const create = useRouteMutation(encounterRoutes.create, ENCOUNTERS);
  const clone = useRouteMutation(encounterRoutes.clone, ENCOUNTERS);
  const remove = useRouteMutation(encounterRoutes.remove, ENCOUNTERS);
  const removeFinished = useRouteMutation(encounterRoutes.removeFinished, ENCOUNTERS);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const navigate = useNavigate();
  const busy = create.isPending || clone.isPending || remove.isPending || removeFinished.isPending;

  async function attempt(work: () => Promise<string>) {
    try {
      notifyPositive(await work());
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'The encounter could not be changed.');
    }
  }

  const newEncounter = () =>
    attempt(async () => {
      const made = await create.mutateAsync({ params, body: { name: NEW_NAME } });
      navigate(`/content/campaigns/${campaignId}/${made.id}`);
      return `${made.name} was made: name it and add its combatants.`;
    });

  const confirmDelete = () =>
    attempt(async () => {
      if (deleting === 'finished') {
        const { deleted } = await removeFinished.mutateAsync({ params });
        return `${deleted} finished ${deleted === 1 ? 'encounter was' : 'encounters were'} deleted.`;
      }
      if (!deleting) return '';
      await remove.mutateAsync({ params: { ...params, encid: deleting.one.id } });
      return `${deleting.one.name} was deleted.`;
    }).finally(() => setDeleting(null));

  if (list.isError) return <LoadFailure title="The encounters could not be loaded">{list.error.message}</LoadFailure>;
  if (!list.data) return <Skeleton height={120} aria-label="Loading the encounters" />;

  const all = list.data.results;
  const sections = [
    {
      title: 'Active',
      id: 'encounters-active',
      rows: all.filter((one) => !one.finished),
      empty: 'No active encounters.',
    },
    {
      title: 'Finished',
      id: 'encounters-finished',
      rows: all.filter((one) => one.finished),
      empty: 'None finished yet.',
    },
  ];

  return (
    <Stack gap="xl">
      <Group justify="space-between" gap="xs">
        <Text c="dimmed" size="sm">
          {all.length === 0 ? 'No encounters yet.' : `${all.length} ${all.length === 1 ? 'encounter' : 'encounters'}`}
        </Text>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          loading={create.isPending}
          onClick={newEncounter}
        >
          New encounter
        </Button>
      </Group>
      {sections.map((section) => (
        <Stack key={section.id} gap="sm" component="section" aria-labelledby={section.id}>
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h3" id={section.id}>
              {section.title} ({section.rows.length})
            </Title>
            {section.id === 'encounters-finished' && section.rows.length > 0 && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                disabled={busy}
                onClick={() => setDeleting('finished')}
              >
                Delete finished encounters
              </Button>
            )}
          </Group>
          {section.rows.length === 0 ? (
            <Text c="dimmed">{section.empty}</Text>
          ) : (
            <Stack gap="xs" component="ul" className={classes.list}>
              {section.rows.map((encounter) => (
                <EncounterRow
                  key={encounter.id}
                  campaignId={campaignId}
                  encounter={encounter}
                  busy={busy}
                  onClone={() =>
                    attempt(async () => {
                      const copy = await clone.mutateAsync({ params: { ...params, encid: encounter.id } });
                      return `${copy.name} was made.`;
                    })
                  }
                  onDelete={() => setDeleting({ one: encounter })}
                />
              ))}
            </Stack>
          )}
        </Stack>
      ))}
      <ConfirmDelete
        name={deleting === 'finished' ? 'every finished encounter' : (deleting?.one.name ?? '')}
        opened={deleting !== null}
        busy={remove.isPending || removeFinished.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
