import { ActionIcon, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { DEATH_SAVE_SLOTS, type DeathSaveResult, type EncounterEntity } from '@skald/rules/encounter/entity';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { RunGesture } from '../actions/combat-action.ts';
import { setDeathSave } from '../actions/combatant-actions.ts';

const NEXT: Record<'none' | DeathSaveResult, DeathSaveResult | null> = {
  none: 'success',
  success: 'failure',
  failure: null,
};

const WORD: Record<'none' | DeathSaveResult, string> = { none: 'empty', success: 'success', failure: 'failure' };

/** 'Death save 2 of 5: success': each box says where it stands and what it holds. */
function deathSaveLabel(slot: number, result: DeathSaveResult | undefined): string {
  return `Death save ${slot} of ${DEATH_SAVE_SLOTS.length}: ${WORD[result ?? 'none']}`;
}

/**
 * Five death save boxes, numbered while empty, with the tally beside them ('1 ✓ 2 ✗', as the campaign's
 * party shows it). A click cycles a box empty, success, failure; its tooltip says what the next click makes.
 */
export function DeathSaves({ entity, run }: { entity: EncounterEntity; run: RunGesture }) {
  const results = DEATH_SAVE_SLOTS.map((slot) => entity.saves[slot]);
  const successes = results.filter((result) => result === 'success').length;
  const failures = results.filter((result) => result === 'failure').length;
  return (
    <Group gap="xs" role="group" aria-label={`Death saves of ${entity.name}`}>
      <Text size="sm" fw={600}>
        Death saves
      </Text>
      {DEATH_SAVE_SLOTS.map((slot, index) => {
        const result = entity.saves[slot];
        const next = NEXT[result ?? 'none'];
        return (
          <Tooltip key={slot} label={`Click for ${WORD[next ?? 'none']}`} openDelay={400}>
            <ActionIcon
              variant={result ? 'filled' : 'default'}
              color={result === 'failure' ? 'red' : 'green'}
              aria-label={deathSaveLabel(slot, result)}
              onClick={() => run(setDeathSave, { key: entity.key, index, result: next })}
            >
              {result === 'failure' ? (
                <IconX size={16} />
              ) : result === 'success' ? (
                <IconCheck size={16} />
              ) : (
                <Text size="xs" c="dimmed" aria-hidden="true">
                  {slot}
                </Text>
              )}
            </ActionIcon>
          </Tooltip>
        );
      })}
      <Text size="sm" c="dimmed">
        <span aria-hidden="true">
          {successes} ✓ {failures} ✗
        </span>
        <VisuallyHidden>
          {successes} {successes === 1 ? 'success' : 'successes'}, {failures} {failures === 1 ? 'failure' : 'failures'}
        </VisuallyHidden>
      </Text>
    </Group>
  );
}
