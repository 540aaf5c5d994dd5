import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CoinFields } from '../../components/inventory/CoinFields.tsx';
import { InventoryItems } from '../../components/inventory/InventoryItems.tsx';
import { coinText, type Purse, purseCopper, splitCopper } from '../../lib/coins.ts';
import type { EncounterEditor } from './use-encounter-form.ts';

/** What the party finds: coins typed as pp/gp/sp/cp (kept in copper), and items linked to library items. */
export function LootTab({ editor }: { editor: EncounterEditor }) {
  const { form } = editor;
  const { currency, items } = form.values.loot;
  const [purse, setPurse] = useState<Purse>(() => splitCopper(currency));
  // A reload puts another total in the form: the fields show it, as the fewest coins.
  useEffect(() => {
    setPurse((shown) => (purseCopper(shown) === currency ? shown : splitCopper(currency)));
  }, [currency]);

  const problem = form.errors['loot.currency'];
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="loot-coins">
        <Title order={2} size="h3" id="loot-coins">
          Coins
        </Title>
        <CoinFields
          purse={purse}
          onChange={(next) => {
            setPurse(next);
            form.setFieldValue('loot.currency', purseCopper(next));
          }}
        />
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
