import { Box, Checkbox, Fieldset, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { hitDiceBonusWarning } from '@skald/contract/library/hit-dice';
import { ALIGNMENTS } from '@skald/rules/constants/alignments';
import { MONSTER_TYPES } from '@skald/rules/constants/monster-types';
import { SIZES } from '@skald/rules/constants/sizes';
import { MONSTER_RANGES } from '@skald/rules/validation/monster-parsing';
import { AvatarField } from '../../components/library/AvatarField.tsx';
import { avatarProps } from '../../components/library/avatar-props.ts';
import { CompanionOfField } from './CompanionOfField.tsx';
import type { NpcSectionProps } from './npc-form-context.ts';
import { CHALLENGE_OPTIONS, options } from './npc-labels.ts';

/** An ability box left empty counts as the 10 the stat block is saved with. */
const abilityScore = (score: unknown) => (typeof score === 'number' ? score : 10);

interface BasicsProps extends NpcSectionProps {
  /** The fields that need an account (picture upload, companion of, sharing); a visitor's creator leaves them out. */
  libraryFields?: boolean;
}

/** Name, size, type, alignment, challenge, armor class, hit points, picture, and whose companion it is. */
export function BasicsSection({ form, libraryFields = true }: BasicsProps) {
  const alignment = form.values.alignment;
  // A copied monster may have an alignment in words ("any non-good alignment"): it stays choosable.
  const alignments = options(ALIGNMENTS);
  if (alignment && !(ALIGNMENTS as readonly string[]).includes(alignment)) {
    alignments.push({ value: alignment, label: alignment });
  }
  return (
    <Fieldset legend="Basics" p={{ base: 'sm', sm: 'md' }}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <TextInput label="Name" required withAsterisk {...form.getInputProps('name')} />
        <Select label="Size" data={options(SIZES)} allowDeselect={false} {...form.getInputProps('size')} />
        <Select
          label="Type"
          data={options(MONSTER_TYPES)}
          allowDeselect={false}
          searchable
          {...form.getInputProps('type')}
        />
        <TextInput label="Subtype" placeholder="e.g. goblinoid" {...form.getInputProps('subtype')} />
        <Select
          label="Alignment"
          placeholder="None"
          data={alignments}
          clearable
          searchable
          {...form.getInputProps('alignment')}
          value={alignment || null}
          onChange={(value) => form.setFieldValue('alignment', value ?? '')}
        />
        <Select
          label="Challenge rating"
          data={CHALLENGE_OPTIONS}
          allowDeselect={false}
          searchable
          value={String(form.values.challenge_rating)}
          onChange={(value) => value !== null && form.setFieldValue('challenge_rating', Number(value) as never)}
          error={form.errors.challenge_rating}
        />
        <NumberInput
          label="Armor class"
          min={MONSTER_RANGES.armorClass.min}
          max={MONSTER_RANGES.armorClass.max}
          allowDecimal={false}
          {...form.getInputProps('armor_class')}
        />
        <NumberInput
          label="Hit points"
          min={MONSTER_RANGES.hitPoints.min}
          max={MONSTER_RANGES.hitPoints.max}
          allowDecimal={false}
          {...form.getInputProps('hit_points')}
        />
        <TextInput
          label="Hit dice"
          placeholder="e.g. 6d8 + 12"
          {...form.getInputProps('hit_dice')}
          // Under the box, where an error would be: a warning the GM may leave, as a homebrew may mean it.
          description={hitDiceBonusWarning(form.values.hit_dice, abilityScore(form.values.constitution))}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { color: 'var(--mantine-color-orange-text)' } }}
        />
      </SimpleGrid>
      {libraryFields && (
        <Box mt="md">
          <AvatarField label="Avatar" {...avatarProps(form)} />
        </Box>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
        {libraryFields && <CompanionOfField form={form} />}
        <Checkbox
          label="Friendly"
          description="Fights on the players' side."
          {...form.getInputProps('friendly', { type: 'checkbox' })}
        />
        {libraryFields && (
          <Checkbox
            label="Share on the Homebrew list"
            description="Anyone may read a shared NPC."
            {...form.getInputProps('shared', { type: 'checkbox' })}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
