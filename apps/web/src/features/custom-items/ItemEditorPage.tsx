import { Alert, Button, Checkbox, Container, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ITEM_RARITIES } from '@skald/contract/compendium-records';
import { type ItemRecordInput, itemRecordSchema, itemRoutes } from '@skald/contract/library/item-record';
import { titleCase } from '@skald/contract/library/library-limits';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AvatarField } from '../../components/library/AvatarField.tsx';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyPositive } from '../../lib/notify.ts';
import { rarityLabel } from './rarity-label.ts';

const EMPTY: ItemRecordInput = {
  name: '',
  image: '',
  desc: '',
  rarity: null,
  requires_attunement: false,
  shared: false,
};

/** /content/items/add-item and /content/items/{id}: one form for a new custom item and for editing one. */
export function ItemEditorPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const stored = useRouteQuery(itemRoutes.read, { params: { id: id ?? '' } }, editing);
  const create = useRouteMutation(itemRoutes.create, ['/api/library/items']);
  const replace = useRouteMutation(itemRoutes.replace, ['/api/library/items']);
  const form = useForm<ItemRecordInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(itemRecordSchema, { sync: true }),
  });

  const loaded = stored.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded record, not on every form change.
  useEffect(() => {
    if (!loaded) return;
    const { id: _id, created: _created, updated: _updated, ...record } = loaded;
    form.setValues({ ...record, name: titleCase(record.name) });
    form.resetDirty();
  }, [loaded]);

  const saving = create.isPending || replace.isPending;
  const failure = create.error ?? replace.error;

  async function save(values: ItemRecordInput) {
    const item = editing
      ? await replace.mutateAsync({ params: { id }, body: values })
      : await create.mutateAsync({ body: values });
    notifyPositive(`${titleCase(item.name)} was saved.`);
    navigate('/content/items');
  }

  if (editing && stored.isError) {
    return (
      <Container size="sm" py="lg">
        <Alert color="red" role="alert" title="This item could not be opened">
          {stored.error.message}
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="sm" py="lg">
      <form onSubmit={form.onSubmit((values) => save(values).catch(() => undefined))} noValidate>
        <Stack gap="md">
          <Title order={1}>{editing ? `Edit ${titleCase(form.values.name || 'item')}` : 'Add item'}</Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          )}
          <TextInput label="Name" required withAsterisk {...form.getInputProps('name')} />
          <Select
            label="Rarity"
            placeholder="None"
            clearable
            data={ITEM_RARITIES.map((rarity) => ({ value: rarity, label: rarityLabel(rarity) }))}
            {...form.getInputProps('rarity')}
          />
          <AvatarField label="Image" {...form.getInputProps('image')} />
          <Textarea label="Description" autosize minRows={4} maxRows={16} {...form.getInputProps('desc')} />
          <Checkbox label="Requires attunement" {...form.getInputProps('requires_attunement', { type: 'checkbox' })} />
          <Checkbox
            label="Share on the Homebrew list"
            description="Anyone may read a shared item."
            {...form.getInputProps('shared', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/content/items">
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={editing && !loaded}>
              Save item
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
