import { Fieldset, MultiSelect, SimpleGrid } from '@mantine/core';
import { CONDITIONS } from '@skald/rules/constants/conditions';
import { DEFENSE_KEYS } from '@skald/rules/constants/damage-types';
import type { NpcSectionProps } from './npc-form-context.ts';
import { options } from './npc-labels.ts';

const DAMAGE = options(DEFENSE_KEYS);

/** Damage vulnerabilities, resistances and immunities, and condition immunities. */
export function DefensesSection({ form }: NpcSectionProps) {
  return (
    <Fieldset legend="Defenses" p={{ base: 'sm', sm: 'md' }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label="Damage vulnerabilities"
          data={DAMAGE}
          searchable
          {...form.getInputProps('damage_vulnerabilities')}
        />
        <MultiSelect
          label="Damage resistances"
          data={DAMAGE}
          searchable
          {...form.getInputProps('damage_resistances')}
        />
        <MultiSelect label="Damage immunities" data={DAMAGE} searchable {...form.getInputProps('damage_immunities')} />
        <MultiSelect
          label="Condition immunities"
          data={options(CONDITIONS)}
          searchable
          {...form.getInputProps('condition_immunities')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
