import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { CharacterBuild } from '@skald/contract/character-builder/build-record';
import { ALIGNMENTS } from '@skald/rules/constants/alignments';
import { titleCase } from '../../../lib/labels.ts';
import type { TabProps } from './tab-props.ts';

/** A character's nine alignments (not a monster's "unaligned" or "any"). */
const ALIGNMENT_CHOICES = ALIGNMENTS.filter(
  (alignment) => alignment !== 'unaligned' && alignment !== 'any_alignment',
).map((alignment) => ({ value: alignment, label: titleCase(alignment) }));

/** Background, alignment and notes on personality. */
export function InfoTab({ build, change }: TabProps) {
  return (
    <Stack gap="md" maw={620}>
      <TextInput
        label="Background"
        description="Acolyte, soldier, sage or one of your own."
        maxLength={100}
        value={build.background}
        onChange={(event) => {
          const background = event.currentTarget.value;
          change((current) => ({ ...current, background }));
        }}
      />
      <Select
        label="Alignment"
        placeholder="Not chosen"
        clearable
        data={ALIGNMENT_CHOICES}
        value={build.alignment || null}
        onChange={(value) =>
          change((current) => ({ ...current, alignment: (value ?? '') as CharacterBuild['alignment'] }))
        }
      />
      <Textarea
        label="Personality"
        description="Traits, ideals, bonds and flaws, in your own words."
        autosize
        minRows={4}
        maxLength={4000}
        value={build.personality}
        onChange={(event) => {
          const personality = event.currentTarget.value;
          change((current) => ({ ...current, personality }));
        }}
      />
    </Stack>
  );
}
