import { ActionIcon, Box, Group, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { NPC_DIE_TYPES } from '@skald/contract/library/npc-ability';
import { DAMAGE_TYPES } from '@skald/rules/constants/damage-types';
import { IconTrash } from '@tabler/icons-react';
import type { NpcActionForm } from './npc-form.ts';
import type { NpcSectionProps } from './npc-form-context.ts';
import { options } from './npc-labels.ts';

const DICE = NPC_DIE_TYPES.map((sides) => ({ value: String(sides), label: sides === 0 ? 'No die' : `d${sides}` }));
const LEFT_OVER = [
  { value: '0', label: 'Nothing' },
  { value: '0.5', label: 'Half' },
  { value: '1', label: 'All' },
];

interface RollFieldsProps extends NpcSectionProps {
  /** The roll's place in the form: `actions.0.action_list.0.rolls.1`. */
  path: string;
  number: number;
  actionType: NpcActionForm['type'];
  onRemove: () => void;
}

/** One damage or healing roll: dice, die, bonus, damage type and what a miss or a save leaves. */
export function RollFields({ form, path, number, actionType, onRemove }: RollFieldsProps) {
  const attack = actionType === 'melee_weapon' || actionType === 'ranged_weapon' || actionType === 'spell_attack';
  const leftOverField = attack ? 'miss_mod' : actionType === 'save' ? 'save_fail_mod' : null;
  const value = (field: string) => form.getInputProps(`${path}.${field}`);
  const leftOver = leftOverField ? value(leftOverField) : null;
  return (
    <Group
      role="group"
      aria-label={`Roll ${number}`}
      align="flex-start"
      gap="xs"
      wrap="nowrap"
      // A line between rolls shows where one ends when their fields wrap on a phone.
      pt={number > 1 ? 'xs' : undefined}
      style={number > 1 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      {/* The grid measures its own box: the box takes the row's room beside the remove button. */}
      <Box flex={1} miw={0}>
        {/* Columns by the room the roll has, not the window's: the creator's form is narrower than the editor's. */}
        <SimpleGrid
          type="container"
          cols={{ base: 2, '420px': 3, '600px': leftOverField ? 5 : 4 }}
          spacing="xs"
          flex={1}
        >
          <NumberInput label="Dice" min={0} max={100} allowDecimal={false} {...value('dice_count')} />
          <Select
            label="Die"
            data={DICE}
            allowDeselect={false}
            value={String(value('dice_type').value)}
            onChange={(sides) => sides !== null && form.setFieldValue(`${path}.dice_type`, Number(sides) as never)}
            error={value('dice_type').error}
          />
          <NumberInput label="Bonus" allowDecimal={false} {...value('fixed_val')} />
          <Select
            label={actionType === 'healing' ? 'Type' : 'Damage'}
            data={options(DAMAGE_TYPES)}
            allowDeselect={false}
            searchable
            {...value('damage_type')}
          />
          {leftOverField && leftOver && (
            <Select
              label={attack ? 'On a miss' : 'On a save'}
              placeholder={attack ? 'Nothing' : 'Half'}
              data={LEFT_OVER}
              value={leftOver.value === '' || leftOver.value === undefined ? null : String(leftOver.value)}
              onChange={(left) =>
                form.setFieldValue(`${path}.${leftOverField}`, (left === null ? '' : Number(left)) as never)
              }
              error={leftOver.error}
            />
          )}
        </SimpleGrid>
      </Box>
      <ActionIcon variant="subtle" color="red" mt={26} aria-label={`Remove roll ${number}`} onClick={onRemove}>
        <IconTrash size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
