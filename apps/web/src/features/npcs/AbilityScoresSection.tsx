import { Fieldset, MultiSelect, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { ABILITIES } from '@skald/rules/constants/abilities';
import { SKILLS } from '@skald/rules/constants/skills';
import { MONSTER_RANGES } from '@skald/rules/validation/monster-parsing';
import { sentenceCase } from '../../lib/labels.ts';
import type { NpcSectionProps } from './npc-form-context.ts';
import { modifierText, options } from './npc-labels.ts';

const SCORE = MONSTER_RANGES.abilityScore;

/** The six scores with their modifiers, saving throw bonuses, and skill bonuses with expertise. */
export function AbilityScoresSection({ form }: NpcSectionProps) {
  return (
    <Fieldset legend="Abilities" p={{ base: 'sm', sm: 'md' }}>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }}>
        {ABILITIES.map((ability) => (
          <NumberInput
            key={ability}
            label={sentenceCase(ability)}
            description={`Modifier ${modifierText(form.values[ability]) || '—'}`}
            min={SCORE.min}
            max={SCORE.max}
            allowDecimal={false}
            {...form.getInputProps(ability)}
          />
        ))}
      </SimpleGrid>
      <Text fw={600} mt="lg" mb={4}>
        Saving throws
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        The whole bonus, only for the saves it is proficient in.
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }}>
        {ABILITIES.map((ability) => (
          <NumberInput
            key={ability}
            label={`${sentenceCase(ability)} save`}
            placeholder="—"
            allowDecimal={false}
            {...form.getInputProps(`saving_throws.${ability}`)}
          />
        ))}
      </SimpleGrid>
      <Text fw={600} mt="lg" mb={4}>
        Skills
      </Text>
      {/* Columns by the section's room, not the window's: "Animal handling" must not wrap beside one-line names. */}
      <SimpleGrid type="container" cols={{ base: 2, '420px': 3, '560px': 4, '840px': 6 }}>
        {SKILLS.map((skill) => (
          <NumberInput
            key={skill}
            label={sentenceCase(skill)}
            placeholder="—"
            allowDecimal={false}
            {...form.getInputProps(`skills.${skill}`)}
          />
        ))}
      </SimpleGrid>
      <MultiSelect
        mt="sm"
        label="Expertise"
        description="Skills it adds its proficiency to twice."
        data={options(SKILLS)}
        searchable
        {...form.getInputProps('skills_expertise')}
      />
    </Fieldset>
  );
}
