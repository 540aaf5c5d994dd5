import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { titleCase } from '@skald/contract/library/library-limits';
import { npcRecordSchema, npcRoutes } from '@skald/contract/library/npc-record';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyPositive } from '../../lib/notify.ts';
import { AbilityListSection } from './AbilityListSection.tsx';
import { AbilityScoresSection } from './AbilityScoresSection.tsx';
import { BasicsSection } from './BasicsSection.tsx';
import { DefensesSection } from './DefensesSection.tsx';
import { MovementSection } from './MovementSection.tsx';
import { EMPTY_NPC, type NpcFormValues, npcFormValues } from './npc-form.ts';

interface NpcEditorProps {
  /** A companion (an NPC tied to a player) is edited here too; it is reached from its player. */
  companion?: boolean;
}

/**
 * /content/npcs/add-npc and /content/npcs/{id}: the monster creator, one form for a new NPC and for
 * editing one, checked by the contract's schema so it says what the server would.
 */
export function NpcEditorPage({ companion = false }: NpcEditorProps) {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const backTo = companion ? '/content/players' : '/content/npcs';
  const noun = companion ? 'companion' : 'NPC';
  const stored = useRouteQuery(npcRoutes.read, { params: { id: id ?? '' } }, editing);
  const create = useRouteMutation(npcRoutes.create, ['/api/library/npcs']);
  const replace = useRouteMutation(npcRoutes.replace, ['/api/library/npcs']);
  const [problems, setProblems] = useState(0);
  const form = useForm<NpcFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_NPC,
    validate: schemaResolver(npcRecordSchema, { sync: true }),
    onValuesChange: () => setProblems(0),
  });

  const loaded = stored.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded record, not on every form change.
  useEffect(() => {
    if (!loaded) return;
    const { id: _id, created: _created, updated: _updated, ...record } = loaded;
    form.setValues(npcFormValues(record));
    form.resetDirty();
  }, [loaded]);

  const saving = create.isPending || replace.isPending;
  const failure = create.error ?? replace.error;

  async function save(values: NpcFormValues) {
    const npc = editing
      ? await replace.mutateAsync({ params: { id }, body: values })
      : await create.mutateAsync({ body: values });
    notifyPositive(`${titleCase(npc.name)} was saved.`);
    navigate(backTo);
  }

  if (editing && stored.isError) {
    return (
      <Container size="sm" py="lg">
        <Alert color="red" role="alert" title={`This ${noun} could not be opened`}>
          {stored.error.message}
        </Alert>
      </Container>
    );
  }

  const name = form.values.name.trim();
  return (
    <Container size="lg" py="lg">
      <form
        onSubmit={form.onSubmit(
          (values) => save(values).catch(() => undefined),
          (errors) => setProblems(Object.keys(errors).length),
        )}
        noValidate
      >
        <Stack gap="lg" maw={1040}>
          <Title order={1}>{editing ? `Edit ${name || noun}` : `Add ${noun}`}</Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          )}
          <BasicsSection form={form} />
          <AbilityScoresSection form={form} />
          <DefensesSection form={form} />
          <MovementSection form={form} />
          <AbilityListSection
            form={form}
            section="special_abilities"
            title="Special abilities"
            noun="Special ability"
          />
          <AbilityListSection form={form} section="actions" title="Actions" noun="Action" />
          <AbilityListSection
            form={form}
            section="legendary_actions"
            title="Legendary actions"
            noun="Legendary action"
          />
          <AbilityListSection form={form} section="reactions" title="Reactions" noun="Reaction" />
          <Group justify="flex-end" align="center">
            {problems > 0 && (
              <Text c="var(--mantine-color-error)" size="sm" role="alert">
                {problems === 1 ? 'One field needs' : `${problems} fields need`} a change: see the message under it.
              </Text>
            )}
            <Button variant="default" component={Link} to={backTo}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={editing && !loaded}>
              Save {noun}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}

/** /content/companions/{id}: a companion is an NPC tied to a player, edited with the same form. */
export function CompanionPage() {
  return <NpcEditorPage companion />;
}
