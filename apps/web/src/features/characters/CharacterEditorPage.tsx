import {
  Alert,
  Button,
  Checkbox,
  Container,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type CharacterRecordInput,
  characterRecordSchema,
  characterRoutes,
} from '@skald/contract/library/character-record';
import { ABILITIES } from '@skald/rules/constants/abilities';
import { CONDITIONS } from '@skald/rules/constants/conditions';
import { DEFENSE_KEYS } from '@skald/rules/constants/damage-types';
import { SKILLS } from '@skald/rules/constants/skills';
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { sentenceCase, titleCase } from '../../lib/labels.ts';
import { notifyPositive } from '../../lib/notify.ts';
import { ControlledCharacterPage } from './ControlledCharacterPage.tsx';
import { CHARACTER_NUMBERS, NEW_CHARACTER, NEW_CHARACTER_ID } from './character-form.ts';

const SKILL_CHOICES = SKILLS.map((skill) => ({ value: skill, label: titleCase(skill) }));
const DEFENSE_CHOICES = DEFENSE_KEYS.map((key) => ({ value: key, label: sentenceCase(key) }));
const CONDITION_CHOICES = CONDITIONS.map((condition) => ({ value: condition, label: sentenceCase(condition) }));
const DEFENSES = [
  ['damage_vulnerabilities', 'Vulnerable to'],
  ['damage_resistances', 'Resistant to'],
  ['damage_immunities', 'Immune to'],
] as const;

/** /content/characters/{id}: a controlled player read-only, else the user's own character (new or saved). */
export function CharacterEditorPage() {
  const { id = NEW_CHARACTER_ID } = useParams();
  const [search] = useSearchParams();
  if (search.has('controlled')) return <ControlledCharacterPage id={id} />;
  return <OwnCharacterForm id={id} />;
}

function OwnCharacterForm({ id }: { id: string }) {
  const editing = id !== NEW_CHARACTER_ID;
  const navigate = useNavigate();
  const stored = useRouteQuery(characterRoutes.read, { params: { id } }, editing);
  const create = useRouteMutation(characterRoutes.create, ['/api/library/characters']);
  const replace = useRouteMutation(characterRoutes.replace, ['/api/library/characters']);
  const form = useForm<CharacterRecordInput>({
    mode: 'controlled',
    initialValues: NEW_CHARACTER,
    validate: schemaResolver(characterRecordSchema, { sync: true }),
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

  async function save(values: CharacterRecordInput) {
    const character = editing
      ? await replace.mutateAsync({ params: { id }, body: values })
      : await create.mutateAsync({ body: values });
    notifyPositive(`${character.character_name} was saved.`);
    navigate('/content/characters');
  }

  if (editing && stored.isError) {
    return (
      <Container size="sm" py="lg">
        <Alert color="red" role="alert" title="This character could not be opened">
          {stored.error.message}
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="md" py="lg">
      <form onSubmit={form.onSubmit((values) => save(values).catch(() => undefined))} noValidate>
        <Stack gap="md">
          <Title order={1}>
            {editing ? `Edit ${String(form.values.character_name || 'character')}` : 'Add character'}
          </Title>
          <FormFailure message={failure ? failureMessage(failure) : null} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Character name" {...form.getInputProps('character_name')} />
            <TextInput label="Avatar address" placeholder="https://…" {...form.getInputProps('avatar')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }}>
            {CHARACTER_NUMBERS.map(([field, label]) => (
              <NumberInput key={field} label={label} allowDecimal={false} {...form.getInputProps(field)} />
            ))}
          </SimpleGrid>
          <Divider label="Ability scores and saving throws" labelPosition="left" />
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }}>
            {ABILITIES.map((ability) => (
              <Stack key={ability} gap={6}>
                <NumberInput label={sentenceCase(ability)} allowDecimal={false} {...form.getInputProps(ability)} />
                <Checkbox
                  size="xs"
                  label={`${sentenceCase(ability)} save`}
                  {...form.getInputProps(`saving_throws.${ability}`, { type: 'checkbox' })}
                />
              </Stack>
            ))}
          </SimpleGrid>
          <Divider label="Skills" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect label="Proficient in" searchable data={SKILL_CHOICES} {...form.getInputProps('skills')} />
            <MultiSelect
              label="Expertise in"
              searchable
              data={SKILL_CHOICES}
              {...form.getInputProps('skills_expertise')}
            />
          </SimpleGrid>
          <Checkbox
            label="Jack of all trades"
            description="Half proficiency on every skill check without proficiency."
            {...form.getInputProps('jack_of_all_trades', { type: 'checkbox' })}
          />
          <Divider label="Defenses" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {DEFENSES.map(([field, label]) => (
              <MultiSelect key={field} label={label} searchable data={DEFENSE_CHOICES} {...form.getInputProps(field)} />
            ))}
            <MultiSelect
              label="Condition immunities"
              searchable
              data={CONDITION_CHOICES}
              {...form.getInputProps('condition_immunities')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/content/characters">
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={editing && !loaded}>
              Save character
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
