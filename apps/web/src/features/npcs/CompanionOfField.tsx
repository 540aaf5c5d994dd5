import { Select } from '@mantine/core';
import type { NpcSectionProps } from './npc-form-context.ts';
import { usePlayerChoices } from './use-player-choices.ts';

/**
 * Makes this NPC a companion: the player it follows (its `player_id`). The server lists it on that
 * player too, so the companion comes with the player into campaigns and fights.
 */
export function CompanionOfField({ form }: NpcSectionProps) {
  const players = usePlayerChoices();
  return (
    <Select
      label="Companion of"
      description="A companion follows its player into campaigns and fights."
      placeholder="No one"
      clearable
      data={players}
      nothingFoundMessage="No players yet"
      value={form.values.player_id}
      onChange={(value) => form.setFieldValue('player_id', value)}
      error={form.errors.player_id}
    />
  );
}
