import { Checkbox, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { titleCase } from '@skald/contract/library/library-limits';
import { type SpellRecordInput, spellRoutes } from '@skald/contract/library/spell-record';
import { SCALING_KEYS, SPELL_COMPONENTS } from '@skald/contract/library/spell-scaling';
import { SPELL_SCHOOLS, SPELLCASTING_CLASSES } from '@skald/rules/constants/spells';
import { LibraryEditorFrame } from '../../components/library/LibraryEditorFrame.tsx';
import { titleCasedName, useLibraryEditor } from '../../components/library/useLibraryEditor.ts';
import { sentenceCase, spellLevelLabel } from '../../lib/labels.ts';
import { ScalingFields, usedScaling } from './ScalingFields.tsx';

const EMPTY: SpellRecordInput = {
  name: '',
  level: 1,
  school: 'evocation',
  classes: [],
  components: ['V', 'S'],
  material: '',
  casting_time: '1 action',
  range: '60 feet',
  duration: 'Instantaneous',
  concentration: false,
  ritual: false,
  desc: '',
  higher_level: '',
  shared: false,
};

const COMPONENT_LABELS: Record<(typeof SPELL_COMPONENTS)[number], string> = {
  V: 'Verbal (V)',
  S: 'Somatic (S)',
  M: 'Material (M)',
};

/** The record as sent: only the scaling in use, and none when it has no levels yet. */
function withScaling(values: SpellRecordInput): SpellRecordInput {
  const used = usedScaling(values);
  const spell = { ...values };
  for (const key of SCALING_KEYS) {
    if (key !== used || Object.keys(values[key] ?? {}).length === 0) delete spell[key];
  }
  return spell;
}

/** /content/spells/add-spell and /content/spells/{id}: one form for a new custom spell and for editing one. */
export function SpellEditorPage() {
  const editor = useLibraryEditor({
    routes: spellRoutes,
    blank: EMPTY,
    noun: 'spell',
    name: (values) => titleCase(values.name),
    toForm: titleCasedName,
    toBody: withScaling,
  });
  const { form } = editor;
  const material = form.values.components?.includes('M') ?? false;

  return (
    <LibraryEditorFrame editor={editor} size="md">
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
      <Checkbox
        label="Share on the Homebrew list"
        description="Anyone may read a shared spell."
        {...form.getInputProps('shared', { type: 'checkbox' })}
      />
    </LibraryEditorFrame>
  );
}
