import { ActionIcon, Badge, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { InventoryItem } from '@skald/contract/library/campaign-record';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './Inventory.module.css';
import { InventoryItemDialog } from './InventoryItemDialog.tsx';
import { LinkedItemLabel } from './LinkedItemLabel.tsx';

interface InventoryItemsProps {
  items: InventoryItem[];
  /** The heading's id, unique on the page. */
  headingId: string;
  /** What the list is, in messages: 'the inventory', 'the loot'. */
  noun: string;
  /** What the list says while it is empty. */
  empty: string;
  saving: boolean;
  /** Takes the changed list and what to tell the user; a refusal keeps the dialog open. */
  onChange: (items: InventoryItem[], done: string) => Promise<void>;
}

/** A list of items (a party's inventory, an encounter's loot): add, edit, identify and remove each. */
export function InventoryItems({ items, headingId, noun, empty, saving, onChange }: InventoryItemsProps) {
  /** The entry being edited (its index), `new` while adding, null with the dialog closed. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  async function saveEntry(item: InventoryItem) {
    if (editing === 'new') await onChange([...items, item], `${item.name} was added to ${noun}.`);
    else if (editing !== null) {
      await onChange(
        items.map((entry, index) => (index === editing ? item : entry)),
        `${item.name} was saved.`,
      );
    }
    setEditing(null);
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between">
        <Title order={2} size="h3" id={headingId}>
          Items
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing('new')}
        >
          Add item
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" className={classes.list}>
          {items.map((item, index) => (
            // Entries have no id of their own; their place in the list names them.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className={classes.entry}>
              <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
                <Stack gap={2} className={classes.entryText}>
                  <Group gap="xs">
                    <Text fw={600}>{item.name}</Text>
                    {!item.identified && (
                      <Badge variant="light" color="yellow">
                        Unidentified
                      </Badge>
                    )}
                  </Group>
                  {item.public_name && (
                    <Text size="sm" c="dimmed">
                      Players see: {item.public_name}
                    </Text>
                  )}
                  {item.linked_item && (
                    <Text size="sm">
                      Linked to <LinkedItemLabel link={item.linked_item} />
                    </Text>
                  )}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Switch
                    label="Identified"
                    checked={item.identified}
                    disabled={saving}
                    aria-label={`${item.name} is identified`}
                    onChange={(event) => {
                      const identified = event.currentTarget.checked;
                      onChange(
                        items.map((entry, at) => (at === index ? { ...entry, identified } : entry)),
                        `${item.name} is now ${identified ? 'identified' : 'unidentified'}.`,
                      ).catch(() => undefined);
                    }}
                  />
                  <ActionIcon variant="subtle" aria-label={`Edit ${item.name}`} onClick={() => setEditing(index)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${item.name}`}
                    disabled={saving}
                    onClick={() =>
                      onChange(
                        items.filter((_, at) => at !== index),
                        `${item.name} was removed from ${noun}.`,
                      ).catch(() => undefined)
                    }
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <InventoryItemDialog
        item={typeof editing === 'number' ? (items[editing] ?? null) : null}
        opened={editing !== null}
        saving={saving}
        onClose={() => setEditing(null)}
        onSave={saveEntry}
      />
    </Stack>
  );
}
