import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { COINS, coinText, type Purse, purseCopper, splitCopper } from '../../lib/coins.ts';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';

const COIN_NAMES = { pp: 'Platinum (pp)', gp: 'Gold (gp)', sp: 'Silver (sp)', cp: 'Copper (cp)' } as const;

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
      <Group gap="sm" align="flex-end">
        {COINS.map((coin) => (
          <NumberInput
            key={coin}
            w={120}
            label={COIN_NAMES[coin]}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={purse[coin]}
            onChange={(value) => setPurse({ ...purse, [coin]: typeof value === 'number' ? value : 0 })}
          />
        ))}
      </Group>
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
