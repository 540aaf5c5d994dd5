import { Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type InventoryItem, inventoryItemSchema } from '@skald/contract/library/campaign-record';
import { useEffect } from 'react';
import { ItemLinkPicker } from './ItemLinkPicker.tsx';
import { LinkedItemLabel } from './LinkedItemLabel.tsx';

const NEW_ITEM: InventoryItem = { name: '', identified: false, public_name: '', linked_item: null };

/** Adds an inventory entry or edits one: its name, what the players see while unidentified, its link. */
export function InventoryItemDialog({
  item,
  opened,
  saving,
  onClose,
  onSave,
}: {
  /** The entry being edited; null adds a new one. */
  item: InventoryItem | null;
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (item: InventoryItem) => Promise<void>;
}) {
  const form = useForm<InventoryItem>({
    mode: 'controlled',
    initialValues: item ?? NEW_ITEM,
    validate: schemaResolver(inventoryItemSchema, { sync: true }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill the form each time the dialog opens, not on every change.
  useEffect(() => {
    if (opened) form.setValues(item ?? NEW_ITEM);
  }, [opened, item]);

  const link = form.values.linked_item;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? `Edit ${item.name}` : 'Add item'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit((values) => onSave(values).catch(() => undefined))} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput
            label="Public name"
            description="What the players see until the item is identified."
            {...form.getInputProps('public_name')}
          />
          <Switch label="Identified" {...form.getInputProps('identified', { type: 'checkbox' })} />
          {link ? (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                Linked to <LinkedItemLabel link={link} />
              </Text>
              <Button size="compact-sm" variant="default" onClick={() => form.setFieldValue('linked_item', null)}>
                Remove link
              </Button>
            </Group>
          ) : (
            <ItemLinkPicker
              onPick={(choice) => {
                form.setFieldValue('linked_item', choice.link);
                if (!form.values.name.trim()) form.setFieldValue('name', choice.name);
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {item ? 'Save item' : 'Add item'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
