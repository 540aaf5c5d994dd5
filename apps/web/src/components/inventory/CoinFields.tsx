import { Group, NumberInput } from '@mantine/core';
import { COIN_NAMES, COINS, MAX_COINS_OF_A_KIND, type Purse } from '@skald/contract/library/coins';

/** A purse typed as platinum, gold, silver and copper, one whole-number field each. */
export function CoinFields({ purse, onChange }: { purse: Purse; onChange: (purse: Purse) => void }) {
  return (
    <Group gap="sm" align="flex-end">
      {COINS.map((coin) => (
        <NumberInput
          key={coin}
          w={120}
          label={`${COIN_NAMES[coin]} (${coin})`}
          min={0}
          max={MAX_COINS_OF_A_KIND}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={purse[coin]}
          onChange={(value) => onChange({ ...purse, [coin]: typeof value === 'number' ? value : 0 })}
        />
      ))}
    </Group>
  );
}
