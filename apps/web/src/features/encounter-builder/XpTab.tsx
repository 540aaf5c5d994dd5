import { NumberInput, Stack, Text } from '@mantine/core';
import { MAX_ENCOUNTER_XP } from '@skald/contract/library/encounter-record';
import { encounterChallenge } from '@skald/rules/maths/encounter-difficulty';
import { ChallengeCard } from '../../components/encounter/ChallengeCard.tsx';
import classes from './EncounterBuilder.module.css';
import type { EncounterEditor } from './use-encounter-form.ts';

/**
 * The encounter's experience: its monsters' XP with the 2014 difficulty and the 2024 budget for the
 * campaign's players' levels, and an override the GM may type instead.
 */
export function XpTab({ editor, partyLevels }: { editor: EncounterEditor; partyLevels: number[] }) {
  const { form } = editor;
  const encounter = { entities: form.values.entities };
  const computed = encounterChallenge(encounter, partyLevels).difficulty2014.xp;
  const override = form.values.xp.override;
  return (
    <Stack gap="lg">
      <div className={classes.panel}>
        <ChallengeCard encounter={encounter} party={partyLevels} />
      </div>
      <Stack gap="xs">
        <NumberInput
          label="Experience override"
          description={`Leave empty to award the monsters’ ${computed.toLocaleString('en')} XP.`}
          min={0}
          max={MAX_ENCOUNTER_XP}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          maw={280}
          value={override ?? ''}
          error={form.errors['xp.override']}
          onChange={(value) => form.setFieldValue('xp.override', typeof value === 'number' ? value : null)}
        />
        <Text size="sm" aria-live="polite">
          Experience awarded: {(override ?? computed).toLocaleString('en')} XP
          {override === null ? '' : ' (overridden)'}
        </Text>
      </Stack>
    </Stack>
  );
}
