import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CoinFields } from '../../components/inventory/CoinFields.tsx';
import { coinText, type Purse, purseCopper, splitCopper } from '../../lib/coins.ts';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';

/** The party's coins, typed as pp/gp/sp/cp and kept in copper; saving counts them into the fewest coins. */
export function CoinsForm({
  copper,
  saving,
  onSave,
}: {
  copper: number;
  saving: boolean;
  onSave: (copper: number) => Promise<unknown>;
}) {
  const [purse, setPurse] = useState<Purse>(() => splitCopper(copper));
  const total = purseCopper(purse);

  async function save() {
    try {
      await onSave(total);
      setPurse(splitCopper(total));
      notifyPositive(`The party now holds ${coinText(total)}.`);
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
          {total === copper
            ? `Held: ${coinText(copper)}`
            : `Held: ${coinText(copper)}, after saving ${coinText(total)}`}
        </Text>
        <Button onClick={save} loading={saving} disabled={total === copper}>
          Save coins
        </Button>
      </Group>
    </Stack>
  );
}
