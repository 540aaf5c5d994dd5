import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { NPC_ACTION_TYPES } from '@skald/contract/library/npc-ability';
import { ABILITIES } from '@skald/rules/constants/abilities';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { blankRoll, type NpcActionForm } from './npc-form.ts';
import type { NpcSectionProps } from './npc-form-context.ts';
import { options } from './npc-labels.ts';
import { RollFields } from './RollFields.tsx';

const ACTION_TYPES = options(NPC_ACTION_TYPES);

interface ActionFieldsProps extends NpcSectionProps {
  /** The action's place in the form: `actions.0.action_list.1`. */
  path: string;
  number: number;
  action: NpcActionForm;
  onRemove: () => void;
}

/** What using an ability does, as the runner rolls it: an attack, a save, healing or damage, with its rolls. */
export function ActionFields({ form, path, number, action, onRemove }: ActionFieldsProps) {
  const attack = action.type === 'melee_weapon' || action.type === 'ranged_weapon' || action.type === 'spell_attack';
  return (
    <Fieldset legend={`Effect ${number}`} variant="filled" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <Select label="Kind" data={ACTION_TYPES} allowDeselect={false} {...form.getInputProps(`${path}.type`)} />
          {attack && (
            <NumberInput label="Attack bonus" allowDecimal={false} {...form.getInputProps(`${path}.attack_bonus`)} />
          )}
          {action.type === 'save' && (
            <>
              <NumberInput
                label="Save DC"
                min={1}
                max={99}
                allowDecimal={false}
                {...form.getInputProps(`${path}.save_dc`)}
              />
              <Select
                label="Saving throw"
                placeholder="Choose"
                data={options(ABILITIES)}
                {...form.getInputProps(`${path}.save_ability`)}
                value={action.save_ability || null}
                onChange={(ability) => form.setFieldValue(`${path}.save_ability`, (ability ?? '') as never)}
              />
            </>
          )}
        </SimpleGrid>
        {action.rolls.map((_roll, index) => (
          <RollFields
            // Rows are controlled inputs: their values follow the form, so the place is key enough.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            form={form}
            path={`${path}.rolls.${index}`}
            number={index + 1}
            actionType={action.type}
            onRemove={() => form.removeListItem(`${path}.rolls`, index)}
          />
        ))}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => form.insertListItem(`${path}.rolls`, blankRoll())}
          >
            Add roll
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={onRemove}
          >
            Remove effect {number}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
