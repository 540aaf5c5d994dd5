import { Checkbox, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SpellRecordInput } from '@skald/contract/library/spell-record';
import { SPELL_COMPONENTS } from '@skald/contract/library/spell-scaling';
import { SPELL_SCHOOLS, SPELLCASTING_CLASSES } from '@skald/rules/constants/spells';
import { sentenceCase, spellLevelLabel } from '../../lib/labels.ts';
import { ScalingFields } from './ScalingFields.tsx';

const COMPONENT_LABELS: Record<(typeof SPELL_COMPONENTS)[number], string> = {
  V: 'Verbal (V)',
  S: 'Somatic (S)',
  M: 'Material (M)',
};

interface SpellFieldsProps {
  form: UseFormReturnType<SpellRecordInput>;
  /** "Share on the Homebrew list" needs an account; a visitor's creator leaves it out. */
  shareField?: boolean;
}

/** A custom spell's fields: the spell editor's and the public spell creator's form. */
export function SpellFields({ form, shareField = true }: SpellFieldsProps) {
  const material = form.values.components?.includes('M') ?? false;
  return (
    <>
      <TextInput label="Name" required withAsterisk {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label="Level"
          withAsterisk
          allowDeselect={false}
          data={Array.from({ length: 10 }, (_, level) => ({ value: String(level), label: spellLevelLabel(level) }))}
          {...form.getInputProps('level')}
          value={String(form.values.level)}
          onChange={(level) => form.setFieldValue('level', Number(level))}
        />
        <Select
          label="School"
          withAsterisk
          allowDeselect={false}
          data={SPELL_SCHOOLS.map((school) => ({ value: school, label: sentenceCase(school) }))}
          {...form.getInputProps('school')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Casting time" withAsterisk {...form.getInputProps('casting_time')} />
        <TextInput label="Range" withAsterisk {...form.getInputProps('range')} />
        <TextInput label="Duration" withAsterisk {...form.getInputProps('duration')} />
      </SimpleGrid>
      <Group gap="xl">
        <Checkbox label="Concentration" {...form.getInputProps('concentration', { type: 'checkbox' })} />
        <Checkbox label="Ritual" {...form.getInputProps('ritual', { type: 'checkbox' })} />
      </Group>
      <Checkbox.Group label="Components" {...form.getInputProps('components')}>
        <Group gap="lg" mt={6}>
          {SPELL_COMPONENTS.map((component) => (
            <Checkbox key={component} value={component} label={COMPONENT_LABELS[component]} />
          ))}
        </Group>
      </Checkbox.Group>
      {material && (
        <TextInput
          label="Material"
          withAsterisk
          description="What the caster needs, such as a pinch of soot."
          {...form.getInputProps('material')}
        />
      )}
      <Checkbox.Group label="Classes" description="Whose spell lists it is on." {...form.getInputProps('classes')}>
        <SimpleGrid cols={{ base: 2, xs: 4 }} mt={6}>
          {SPELLCASTING_CLASSES.map((name) => (
            <Checkbox key={name} value={name} label={sentenceCase(name)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Textarea label="Description" autosize minRows={4} maxRows={16} {...form.getInputProps('desc')} />
      <Textarea label="At higher levels" autosize minRows={2} maxRows={8} {...form.getInputProps('higher_level')} />
      <ScalingFields form={form} />
      {shareField && (
        <Checkbox
          label="Share on the Homebrew list"
          description="Anyone may read a shared spell."
          {...form.getInputProps('shared', { type: 'checkbox' })}
        />
      )}
    </>
  );
}
