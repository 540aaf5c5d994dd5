import { Fieldset, NumberInput, SimpleGrid, TagsInput, Text } from '@mantine/core';
import { SENSES } from '@skald/rules/constants/senses';
import { SPEED_KINDS } from '@skald/rules/constants/speeds';
import { sentenceCase } from '../../lib/labels.ts';
import type { NpcSectionProps } from './npc-form-context.ts';

/** Speeds and senses in feet, and the languages it speaks. */
export function MovementSection({ form }: NpcSectionProps) {
  return (
    <Fieldset legend="Speeds, senses and languages" p={{ base: 'sm', sm: 'md' }}>
      <Text fw={600} mb="xs">
        Speeds (feet)
      </Text>
      <SimpleGrid cols={{ base: 3, sm: 5 }}>
        {SPEED_KINDS.map((kind) => (
          <NumberInput
            key={kind}
            label={sentenceCase(kind)}
            placeholder="—"
            min={0}
            max={999}
            allowDecimal={false}
            {...form.getInputProps(`speeds.${kind}`)}
          />
        ))}
      </SimpleGrid>
      <Text fw={600} mt="lg" mb="xs">
        Senses (feet)
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {SENSES.map((sense) => (
          <NumberInput
            key={sense}
            label={sentenceCase(sense)}
            placeholder="—"
            min={0}
            max={999}
            allowDecimal={false}
            {...form.getInputProps(`senses.${sense}`)}
          />
        ))}
      </SimpleGrid>
      <TagsInput
        mt="lg"
        label="Languages"
        description="Type a language and press Enter."
        placeholder="Common"
        {...form.getInputProps('languages')}
      />
    </Fieldset>
  );
}
