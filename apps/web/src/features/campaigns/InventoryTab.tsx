import { Stack } from '@mantine/core';
import type { InventoryItem } from '@skald/contract/library/campaign-record';
import { InventoryItems } from '../../components/inventory/InventoryItems.tsx';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';
import { CoinsForm } from './CoinsForm.tsx';
import { type StoredCampaign, useSaveCampaign } from './use-save-campaign.ts';

/** The party's coins and items; each change is saved at once. */
export function InventoryTab({ campaign }: { campaign: StoredCampaign }) {
  const { save, saving } = useSaveCampaign(campaign);
  const { inventory } = campaign;

  async function saveItems(items: InventoryItem[], done: string) {
    try {
      await save({ inventory: { ...inventory, items } });
      notifyPositive(done);
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'The inventory could not be saved.');
      throw error;
    }
  }

  return (
    <Stack gap="xl">
      <CoinsForm
        held={inventory.currency}
        saving={saving}
        onSave={(currency) => save({ inventory: { ...inventory, currency } })}
      />
      <InventoryItems
        items={inventory.items}
        headingId="campaign-items"
        noun="the inventory"
        empty="The party carries no items yet."
        saving={saving}
        onChange={saveItems}
      />
    </Stack>
  );
}
