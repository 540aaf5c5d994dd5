import {
  Alert,
  Button,
  Container,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type PlayerRecordInput, playerRecordSchema, playerRoutes } from '@skald/contract/library/player-record';
import { ABILITIES } from '@skald/rules/constants/abilities';
import { SKILLS } from '@skald/rules/constants/skills';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { sentenceCase, titleCase } from '../../lib/labels.ts';
import { notifyPositive } from '../../lib/notify.ts';
import { PlayerControlSection } from './PlayerControlSection.tsx';
import { EMPTY_PLAYER, PLAYER_NUMBERS } from './player-form.ts';
import { useCampaignChoices } from './use-campaign-choices.ts';

const SKILL_CHOICES = SKILLS.map((skill) => ({ value: skill, label: titleCase(skill) }));

/** /content/players/add-player and /content/players/{id}: one form for a new player and for editing one. */
export function PlayerEditorPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const stored = useRouteQuery(playerRoutes.read, { params: { id: id ?? '' } }, editing);
  const create = useRouteMutation(playerRoutes.create, ['/api/library/players']);
  const replace = useRouteMutation(playerRoutes.replace, ['/api/library/players']);
  const campaigns = useCampaignChoices();
  const form = useForm<PlayerRecordInput>({
    mode: 'controlled',
    initialValues: EMPTY_PLAYER,
    validate: schemaResolver(playerRecordSchema, { sync: true }),
  });

  const loaded = stored.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded record, not on every form change.
  useEffect(() => {
    if (!loaded) return;
    const { id: _id, created: _created, updated: _updated, ...record } = loaded;
    form.setValues(record);
    form.resetDirty();
  }, [loaded]);

  const saving = create.isPending || replace.isPending;
  const failure = create.error ?? replace.error;

  async function save(values: PlayerRecordInput) {
    const player = editing
      ? await replace.mutateAsync({ params: { id }, body: values })
      : await create.mutateAsync({ body: values });
    notifyPositive(`${player.character_name} was saved.`);
    navigate('/content/players');
  }

  if (editing && stored.isError) {
    return (
      <Container size="sm" py="lg">
        <Alert color="red" role="alert" title="This player could not be opened">
          {stored.error.message}
        </Alert>
      </Container>
    );
  }

  const number = (field: string, label: string) => (
    <NumberInput key={field} label={label} allowDecimal={false} {...form.getInputProps(field)} />
  );

  return (
    <Container size="md" py="lg">
      <Stack gap="xl">
        <form onSubmit={form.onSubmit((values) => save(values).catch(() => undefined))} noValidate>
          <Stack gap="md">
            <Title order={1}>{editing ? `Edit ${form.values.character_name || 'player'}` : 'Add player'}</Title>
            <FormFailure message={failure ? failureMessage(failure) : null} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Character name" required withAsterisk {...form.getInputProps('character_name')} />
              <Select
                label="Campaign"
                placeholder="None"
                clearable
                data={campaigns}
                nothingFoundMessage="No campaigns yet"
                {...form.getInputProps('campaign_id')}
              />
              <TextInput label="Avatar address" placeholder="https://…" {...form.getInputProps('avatar')} />
              <TextInput
                label="Sync address"
                description="Where this character's sheet lives elsewhere, to re-import it."
                placeholder="https://…"
                {...form.getInputProps('sync_character')}
              />
            </SimpleGrid>
            <Divider label="Numbers" labelPosition="left" />
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }}>
              {PLAYER_NUMBERS.map(([field, label]) => number(field, label))}
            </SimpleGrid>
            <Divider label="Ability scores" labelPosition="left" />
            <SimpleGrid cols={{ base: 3, sm: 6 }}>
              {ABILITIES.map((ability) => number(ability, sentenceCase(ability)))}
            </SimpleGrid>
            <MultiSelect
              label="Skill proficiencies"
              placeholder="Choose skills"
              searchable
              data={SKILL_CHOICES}
              {...form.getInputProps('skills')}
            />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/content/players">
                Cancel
              </Button>
              <Button type="submit" loading={saving} disabled={editing && !loaded}>
                Save player
              </Button>
            </Group>
          </Stack>
        </form>
        {editing && loaded && (
          <Paper withBorder p="md" radius="md">
            <PlayerControlSection playerId={loaded.id} playerName={loaded.character_name} />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
