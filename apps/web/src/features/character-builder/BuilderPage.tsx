import { Alert, Anchor, Button, Container, Grid, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { builderRoutes } from '@skald/contract/character-builder/builder-routes';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../components/library/LoadFailure.tsx';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';
import { BuilderTitle } from './AlphaNotice.tsx';
import { BuilderGate } from './BuilderGate.tsx';
import { DerivedPanel } from './DerivedPanel.tsx';
import { BUILDER_TABS, type BuilderTab, TabPanel } from './tabs/builder-tabs.tsx';
import { useBuildDraft } from './use-build-draft.ts';

/** /content/character-builder/{id}/{tab}: one character in the builder, a tab at a time. */
export function BuilderPage() {
  const { id = '' } = useParams();
  return (
    <BuilderGate>
      <BuildEditor key={id} id={id} />
    </BuilderGate>
  );
}

function currentTab(pathname: string): BuilderTab {
  const last = pathname.split('/').pop();
  return BUILDER_TABS.find((tab) => tab.value === last)?.value ?? 'general';
}

function BuildEditor({ id }: { id: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = currentTab(pathname);
  const draft = useBuildDraft(id);
  const options = useRouteQuery(builderRoutes.options, {});
  const { build } = draft;

  if (draft.saved.isError) {
    return (
      <Container size="md" py="lg">
        <LoadFailure title="This character could not be opened">{draft.saved.error.message}</LoadFailure>
      </Container>
    );
  }
  if (!build) return <Loader m="xl" aria-label="Loading the character" />;

  const save = async () => {
    try {
      await draft.save();
      notifyPositive('Character saved in the builder.');
    } catch (error) {
      notifyNegative((error as Error).message, { autoClose: 6000 });
    }
  };
  const saveAsCharacter = async () => {
    try {
      const { created } = await draft.saveAsCharacter();
      notifyPositive(created ? 'Saved as a new character.' : 'Your character is updated.');
    } catch (error) {
      notifyNegative((error as Error).message, { autoClose: 6000 });
    }
  };

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <BuilderTitle />
            <Text c="dimmed">
              {build.name}
              {draft.dirty ? ' · unsaved changes' : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button variant="default" loading={draft.saving} onClick={save}>
              Save
            </Button>
            <Button loading={draft.savingCharacter} onClick={saveAsCharacter}>
              Save as a player character
            </Button>
          </Group>
        </Group>
        {draft.characterId && (
          <Text size="sm">
            Saved as{' '}
            <Anchor component={Link} to={`/content/characters/${draft.characterId}`}>
              one of your characters
            </Anchor>
            ; saving again updates its numbers.
          </Text>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Tabs value={tab} onChange={(next) => next && navigate(`/content/character-builder/${id}/${next}`)}>
              <Tabs.List mb="md">
                {BUILDER_TABS.map(({ value, label }) => (
                  <Tabs.Tab key={value} value={value}>
                    {label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {BUILDER_TABS.map(({ value }) => (
                <Tabs.Panel key={value} value={value}>
                  {value === tab && options.isError && (
                    <Alert color="red" role="alert" title="The SRD choices could not be read">
                      {options.error.message}
                    </Alert>
                  )}
                  {value === tab && options.isPending && <Loader aria-label="Loading the SRD races and classes" />}
                  {value === tab && options.data && (
                    <TabPanel tab={tab} build={build} options={options.data} change={draft.change} />
                  )}
                </Tabs.Panel>
              ))}
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <DerivedPanel build={build} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
