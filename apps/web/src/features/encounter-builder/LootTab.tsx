import { Stack, Text, Title } from '@mantine/core';
import { coinText } from '@skald/contract/library/coins';
import { CoinFields } from '../../components/inventory/CoinFields.tsx';
import { InventoryItems } from '../../components/inventory/InventoryItems.tsx';
import type { EncounterEditor } from './use-encounter-form.ts';

/** What the party finds: coins as typed, pp/gp/sp/cp each kept as given, and items linked to library items. */
export function LootTab({ editor }: { editor: EncounterEditor }) {
  const { form } = editor;
  const { currency, items } = form.values.loot;
  const problem = Object.entries(form.errors).find(([path]) => path.startsWith('loot.currency'))?.[1];
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="loot-coins">
        <Title order={2} size="h3" id="loot-coins">
          Coins
        </Title>
        <CoinFields purse={currency} onChange={(next) => form.setFieldValue('loot.currency', next)} />
        <Text size="sm" c={problem ? 'var(--mantine-color-error)' : 'dimmed'} aria-live="polite">
          {problem ?? `In all: ${coinText(currency)}`}
        </Text>
      </Stack>
      <InventoryItems
        items={items}
        headingId="loot-items"
        noun="the loot"
        empty="No items in the loot yet."
        saving={false}
        onChange={async (next) => form.setFieldValue('loot.items', next)}
      />
    </Stack>
  );
}
