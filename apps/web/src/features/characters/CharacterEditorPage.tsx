import { Checkbox, Divider, MultiSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { characterRoutes } from '@skald/contract/library/character-record';
import { ABILITIES } from '@skald/rules/constants/abilities';
import { CONDITIONS } from '@skald/rules/constants/conditions';
import { DEFENSE_KEYS } from '@skald/rules/constants/damage-types';
import { SKILLS } from '@skald/rules/constants/skills';
import { useParams, useSearchParams } from 'react-router';
import { AvatarField } from '../../components/library/AvatarField.tsx';
import { avatarProps } from '../../components/library/avatar-props.ts';
import { LibraryEditorFrame } from '../../components/library/LibraryEditorFrame.tsx';
import { useLibraryEditor } from '../../components/library/useLibraryEditor.ts';
import { sentenceCase, titleCase } from '../../lib/labels.ts';
import { ControlledCharacterPage } from './ControlledCharacterPage.tsx';
import { CHARACTER_NUMBERS, NEW_CHARACTER, NEW_CHARACTER_ID } from './character-form.ts';

const SKILL_CHOICES = SKILLS.map((skill) => ({ value: skill, label: titleCase(skill) }));
const DEFENSE_CHOICES = DEFENSE_KEYS.map((key) => ({ value: key, label: sentenceCase(key) }));
const CONDITION_CHOICES = CONDITIONS.map((condition) => ({ value: condition, label: sentenceCase(condition) }));
const DEFENSES = [
  ['damage_vulnerabilities', 'Vulnerable to'],
  ['damage_resistances', 'Resistant to'],
  ['damage_immunities', 'Immune to'],
] as const;

/** /content/characters/{id}: a controlled player read-only, else the user's own character (new or saved). */
export function CharacterEditorPage() {
  const { id = NEW_CHARACTER_ID } = useParams();
  const [search] = useSearchParams();
  if (search.has('controlled')) return <ControlledCharacterPage id={id} />;
  return <OwnCharacterForm id={id} />;
}

function OwnCharacterForm({ id }: { id: string }) {
  const editor = useLibraryEditor({
    routes: characterRoutes,
    blank: NEW_CHARACTER,
    noun: 'character',
    name: (values) => String(values.character_name ?? ''),
    id: id === NEW_CHARACTER_ID ? undefined : id,
  });
  const { form } = editor;

  return (
    <LibraryEditorFrame editor={editor} size="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Character name" {...form.getInputProps('character_name')} />
        {/* A character's list row reads only its avatar, so an upload is kept there. */}
        <AvatarField label="Avatar" {...avatarProps(form, 'avatar')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }}>
        {CHARACTER_NUMBERS.map(([field, label]) => (
          <NumberInput key={field} label={label} allowDecimal={false} {...form.getInputProps(field)} />
        ))}
      </SimpleGrid>
      <Divider label="Ability scores and saving throws" labelPosition="left" />
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }}>
        {ABILITIES.map((ability) => (
          <Stack key={ability} gap={6}>
            <NumberInput label={sentenceCase(ability)} allowDecimal={false} {...form.getInputProps(ability)} />
            <Checkbox
              size="xs"
              label={`${sentenceCase(ability)} save`}
              {...form.getInputProps(`saving_throws.${ability}`, { type: 'checkbox' })}
            />
          </Stack>
        ))}
      </SimpleGrid>
      <Divider label="Skills" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect label="Proficient in" searchable data={SKILL_CHOICES} {...form.getInputProps('skills')} />
        <MultiSelect label="Expertise in" searchable data={SKILL_CHOICES} {...form.getInputProps('skills_expertise')} />
      </SimpleGrid>
      <Checkbox
        label="Jack of all trades"
        description="Half proficiency on every skill check without proficiency."
        {...form.getInputProps('jack_of_all_trades', { type: 'checkbox' })}
      />
      <Divider label="Defenses" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {DEFENSES.map(([field, label]) => (
          <MultiSelect key={field} label={label} searchable data={DEFENSE_CHOICES} {...form.getInputProps(field)} />
        ))}
        <MultiSelect
          label="Condition immunities"
          searchable
          data={CONDITION_CHOICES}
          {...form.getInputProps('condition_immunities')}
        />
      </SimpleGrid>
    </LibraryEditorFrame>
  );
}
