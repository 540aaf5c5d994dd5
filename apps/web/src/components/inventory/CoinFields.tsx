import { Group, NumberInput } from '@mantine/core';
import { COINS, type Purse } from '../../lib/coins.ts';

const COIN_NAMES = { pp: 'Platinum (pp)', gp: 'Gold (gp)', sp: 'Silver (sp)', cp: 'Copper (cp)' } as const;

/** A purse typed as platinum, gold, silver and copper, one whole-number field each. */
export function CoinFields({ purse, onChange }: { purse: Purse; onChange: (purse: Purse) => void }) {
  return (
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
          onChange={(value) => onChange({ ...purse, [coin]: typeof value === 'number' ? value : 0 })}
        />
      ))}
    </Group>
  );
}
