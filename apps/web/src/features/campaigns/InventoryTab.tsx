import { ActionIcon, Badge, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { InventoryItem } from '@skald/contract/library/campaign-record';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { InventoryItemDialog } from '../../components/inventory/InventoryItemDialog.tsx';
import { LinkedItemLabel } from '../../components/inventory/LinkedItemLabel.tsx';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';
import classes from './Campaign.module.css';
import { CoinsForm } from './CoinsForm.tsx';
import { type StoredCampaign, useSaveCampaign } from './use-save-campaign.ts';

/** The party's coins and items; each change is saved at once. */
export function InventoryTab({ campaign }: { campaign: StoredCampaign }) {
  const { save, saving } = useSaveCampaign(campaign);
  const { inventory } = campaign;
  /** The entry being edited (its index), `new` while adding, null with the dialog closed. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  async function saveItems(items: InventoryItem[], done: string) {
    try {
      await save({ inventory: { ...inventory, items } });
      notifyPositive(done);
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'The inventory could not be saved.');
      throw error;
    }
  }

  async function saveEntry(item: InventoryItem) {
    if (editing === 'new') await saveItems([...inventory.items, item], `${item.name} was added to the inventory.`);
    else if (editing !== null) {
      await saveItems(
        inventory.items.map((entry, index) => (index === editing ? item : entry)),
        `${item.name} was saved.`,
      );
    }
    setEditing(null);
  }

  return (
    <Stack gap="xl">
      <CoinsForm
        copper={inventory.currency}
        saving={saving}
        onSave={(currency) => save({ inventory: { ...inventory, currency } })}
      />
      <Stack gap="sm" component="section" aria-labelledby="campaign-items">
        <Group justify="space-between">
          <Title order={2} size="h3" id="campaign-items">
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
        {inventory.items.length === 0 ? (
          <Text c="dimmed">The party carries no items yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" className={classes.list}>
            {inventory.items.map((item, index) => (
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
                        saveItems(
                          inventory.items.map((entry, at) => (at === index ? { ...entry, identified } : entry)),
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
                        saveItems(
                          inventory.items.filter((_, at) => at !== index),
                          `${item.name} was removed from the inventory.`,
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
      </Stack>
      <InventoryItemDialog
        item={typeof editing === 'number' ? (inventory.items[editing] ?? null) : null}
        opened={editing !== null}
        saving={saving}
        onClose={() => setEditing(null)}
        onSave={saveEntry}
      />
    </Stack>
  );
}
