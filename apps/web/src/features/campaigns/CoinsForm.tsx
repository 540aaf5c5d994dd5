import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { COINS, coinText, type Purse } from '@skald/contract/library/coins';
import { useState } from 'react';
import { CoinFields } from '../../components/inventory/CoinFields.tsx';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';

const samePurse = (one: Purse, other: Purse) => COINS.every((coin) => one[coin] === other[coin]);

/** The party's coins, typed as pp/gp/sp/cp and kept as typed: 35 gp 12 sp stays 35 gp 12 sp. */
export function CoinsForm({
  held,
  saving,
  onSave,
}: {
  held: Purse;
  saving: boolean;
  onSave: (purse: Purse) => Promise<unknown>;
}) {
  const [purse, setPurse] = useState<Purse>(held);
  const changed = !samePurse(purse, held);

  async function save() {
    try {
      await onSave(purse);
      notifyPositive(`The party now holds ${coinText(purse)}.`);
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'The coins could not be saved.');
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="campaign-coins">
      <Title order={2} size="h3" id="campaign-coins">
        Coins
      </Title>
      <CoinFields purse={purse} onChange={setPurse} />
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {changed ? `Held: ${coinText(held)}, after saving ${coinText(purse)}` : `Held: ${coinText(held)}`}
        </Text>
        <Button onClick={save} loading={saving} disabled={!changed}>
          Save coins
        </Button>
      </Group>
    </Stack>
  );
}
