import { Alert, Button, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { campaignPartyRoute } from '@skald/contract/library/campaign-party';
import { campaignRoutes } from '@skald/contract/library/campaign-record';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { LoadFailure } from '../../components/library/LoadFailure.tsx';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard.tsx';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { fieldProblemsSentence } from '../../lib/form-check.ts';
import { BuilderActions } from './BuilderActions.tsx';
import classes from './EncounterBuilder.module.css';
import { EntitiesTab } from './EntitiesTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { LootTab } from './LootTab.tsx';
import { useEncounterForm } from './use-encounter-form.ts';
import { WeatherTab } from './WeatherTab.tsx';
import { XpTab } from './XpTab.tsx';

type Tab = 'general' | 'entities' | 'loot' | 'weather' | 'xp';

/** The tab showing a field the last save found wrong. */
function tabOf(path: string): Tab {
  const [field = ''] = path.split('.');
  return field === 'name' ? 'general' : field === 'xp' ? 'xp' : (field as Tab);
}

/** /content/campaigns/{campid}/{encid}: a saved encounter's builder (content.md §2: general, entities, loot, weather, xp). */
export function EncounterBuilderPage() {
  const { campid = '', encid = '' } = useParams();
  const campaign = useRouteQuery(campaignRoutes.read, { params: { id: campid } });
  const party = useRouteQuery(campaignPartyRoute, { params: { id: campid } });
  const editor = useEncounterForm(campid, encid);
  const [tab, setTab] = useState<Tab>('general');
  const backTo = `/content/campaigns/${campid}`;

  const openFailure = editor.openFailure ?? campaign.error ?? party.error;
  if (openFailure) {
    return (
      <Container size="md" py="lg">
        <LoadFailure title="This encounter could not be opened">
          {openFailure.message} <Link to={backTo}>Back to the campaign</Link>
        </LoadFailure>
      </Container>
    );
  }
  if (!editor.loaded || !campaign.data || !party.data) {
    return (
      <Container size="lg" py="lg">
        <Stack gap="sm" aria-busy="true" aria-label="Loading the encounter">
          <Skeleton height={36} width="60%" />
          <Skeleton height={240} />
        </Stack>
      </Container>
    );
  }

  const members = campaign.data;
  const players = party.data.players.filter((player) => player.id in members.players);
  const companions = party.data.companions.filter((companion) => companion.id in members.companions);
  const { form, problems } = editor;

  return (
    <Container size="lg" py="lg">
      <UnsavedChangesGuard dirty={() => form.isDirty()} what="this encounter" />
      <Stack gap="md">
        <Stack gap={4}>
          <Text component={Link} to={backTo} size="sm" c="var(--mantine-color-anchor)">
            ← {members.name}
          </Text>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={1}>Edit {form.values.name || 'encounter'}</Title>
            <BuilderActions
              editor={editor}
              campaignId={campid}
              encounterId={encid}
              onRefused={(field) => setTab(tabOf(field))}
            />
          </Group>
        </Stack>
        {editor.conflict && (
          <Alert color="yellow" role="alert" title="Saved elsewhere meanwhile">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{editor.conflict}</Text>
              <Button size="compact-sm" variant="light" color="yellow" onClick={() => void editor.reload()}>
                Reload the encounter
              </Button>
            </Stack>
          </Alert>
        )}
        <FormFailure message={editor.failure ? failureMessage(editor.failure) : null} />
        {problems > 0 && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {fieldProblemsSentence(problems)}
          </Text>
        )}
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as Tab | null) ?? 'general')}
          keepMounted={false}
          classNames={{ tab: classes.tab }}
        >
          <Tabs.List>
            <Tabs.Tab value="general">General</Tabs.Tab>
            <Tabs.Tab value="entities">Entities ({form.values.entities.length})</Tabs.Tab>
            <Tabs.Tab value="loot">Loot</Tabs.Tab>
            <Tabs.Tab value="weather">Weather</Tabs.Tab>
            <Tabs.Tab value="xp">XP</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="general" pt="md">
            <GeneralTab editor={editor} />
          </Tabs.Panel>
          <Tabs.Panel value="entities" pt="md">
            <EntitiesTab editor={editor} players={players} companions={companions} />
          </Tabs.Panel>
          <Tabs.Panel value="loot" pt="md">
            <LootTab editor={editor} />
          </Tabs.Panel>
          <Tabs.Panel value="weather" pt="md">
            <WeatherTab editor={editor} />
          </Tabs.Panel>
          <Tabs.Panel value="xp" pt="md">
            <XpTab editor={editor} partyLevels={players.map((player) => player.level ?? 1)} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
