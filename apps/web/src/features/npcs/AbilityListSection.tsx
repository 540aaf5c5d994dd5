import { Button, Fieldset, NumberInput, Stack, Text } from '@mantine/core';
import { DEFAULT_LEGENDARY_COUNT } from '@skald/rules/monster/monster';
import { IconPlus } from '@tabler/icons-react';
import { AbilityEntryFields } from './AbilityEntryFields.tsx';
import { blankAbility, type NpcAbilitySection } from './npc-form.ts';
import type { NpcSectionProps } from './npc-form-context.ts';

interface AbilityListProps extends NpcSectionProps {
  section: NpcAbilitySection;
  title: string;
  /** One entry in words: "Action", "Legendary action". */
  noun: string;
}

/** A stat block section (special abilities, actions, legendary actions, reactions): its entries, added and removed. */
export function AbilityListSection({ form, section, title, noun }: AbilityListProps) {
  const entries = form.values[section];
  const legendary = section === 'legendary_actions';
  return (
    <Fieldset legend={title} p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {legendary && (
          <NumberInput
            label="Legendary actions a round"
            placeholder={String(DEFAULT_LEGENDARY_COUNT)}
            min={1}
            max={10}
            allowDecimal={false}
            maw={240}
            {...form.getInputProps('legendary_count')}
          />
        )}
        {entries.length === 0 && <Text c="dimmed">None yet.</Text>}
        {entries.map((entry, index) => (
          <AbilityEntryFields
            // biome-ignore lint/suspicious/noArrayIndexKey: controlled inputs follow the form's values, so the place is key enough.
            key={index}
            form={form}
            path={`${section}.${index}`}
            legend={`${noun} ${index + 1}`}
            entry={entry}
            legendary={legendary}
            onRemove={() => form.removeListItem(section, index)}
          />
        ))}
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => form.insertListItem(section, blankAbility())}
          style={{ alignSelf: 'flex-start' }}
        >
          Add {noun.toLowerCase()}
        </Button>
      </Stack>
    </Fieldset>
  );
}
