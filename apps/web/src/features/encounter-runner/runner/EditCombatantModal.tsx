import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { EntityEdits } from '@skald/rules/combat/entity-edits';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { useState } from 'react';
import type { RunGesture } from '../actions/combat-action.ts';
import { editCombatant, endTransformation, transformCombatant } from '../actions/combatant-actions.ts';

const FIELDS = [
  ['maxHp', 'Max hit points'],
  ['curHp', 'Current hit points'],
  ['tempHp', 'Temporary hit points'],
  ['maxHpMod', 'Max HP modifier'],
  ['ac', 'Armor class'],
  ['ac_bonus', 'AC bonus'],
] as const;

type Field = (typeof FIELDS)[number][0];

interface EditCombatantModalProps {
  entity: EncounterEntity;
  opened: boolean;
  onClose(): void;
  run: RunGesture;
}

/**
 * Every field of a combatant the GM may change, sent as typed: the rules engine applies the spec's
 * clamps (a blank name, AC below 0, current above the maximum). A transformation is taken on or ended here.
 */
export function EditCombatantModal({ entity, opened, onClose, run }: EditCombatantModalProps) {
  const [name, setName] = useState(entity.name);
  const [values, setValues] = useState<Record<Field, number | string>>(() => ({
    maxHp: entity.maxHp,
    curHp: entity.curHp,
    tempHp: entity.tempHp,
    maxHpMod: entity.maxHpMod,
    ac: entity.ac,
    ac_bonus: entity.ac_bonus,
  }));
  const [form, setForm] = useState<{ maxHp: number | string; ac: number | string }>({ maxHp: '', ac: '' });

  const save = () => {
    const edits: EntityEdits = { name };
    for (const [field] of FIELDS) edits[field] = values[field];
    run(editCombatant, { key: entity.key, edits });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Edit ${entity.name}`} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={100} />
        <SimpleGrid cols={2}>
          {FIELDS.map(([field, label]) => (
            <NumberInput
              key={field}
              label={label}
              value={values[field]}
              onChange={(value) => setValues((old) => ({ ...old, [field]: value }))}
              allowDecimal={false}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit">Save</Button>
        </Group>
        <Title order={3} size="h5">
          Transformation
        </Title>
        {entity.transformed ? (
          <Button
            variant="light"
            onClick={() => {
              run(endTransformation, { key: entity.key });
              onClose();
            }}
          >
            End transformation
          </Button>
        ) : (
          <Group gap="xs" align="flex-end">
            <NumberInput
              label="Form hit points"
              min={1}
              value={form.maxHp}
              onChange={(maxHp) => setForm((old) => ({ ...old, maxHp }))}
              w={140}
            />
            <NumberInput
              label="Form armor class"
              min={1}
              value={form.ac}
              onChange={(ac) => setForm((old) => ({ ...old, ac }))}
              w={140}
            />
            <Button
              variant="light"
              disabled={form.maxHp === '' || form.ac === ''}
              onClick={() => {
                run(transformCombatant, { key: entity.key, form });
                onClose();
              }}
            >
              Transform
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
