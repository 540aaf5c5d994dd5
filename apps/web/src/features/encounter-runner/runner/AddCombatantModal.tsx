import { Modal, Stack, Switch, Tabs, Text } from '@mantine/core';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { memo, useState } from 'react';
import { MonsterSearch } from '../../../components/encounter/MonsterSearch.tsx';
import type { RunGesture } from '../actions/combat-action.ts';
import { addMonsters, addPlayer } from '../actions/roster-actions.ts';
import { AddPlayerForm } from '../builder/AddPlayerForm.tsx';

interface AddCombatantModalProps {
  encounter: Encounter;
  opened: boolean;
  onClose(): void;
  run: RunGesture;
}

/**
 * A monster from the compendium or a player joins a fight, mid-fight by default at the next round so
 * the round in progress keeps its order. The dialog closes once someone was added. Memoised, and closed
 * it shows nothing of the fight, so hits do not redraw it then.
 */
export const AddCombatantModal = memo(
  function AddCombatantModal({ encounter, opened, onClose, run }: AddCombatantModalProps) {
    return (
      <Modal
        opened={opened}
        onClose={onClose}
        title="Add combatant"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {/* Mounted afresh each time, so the switch starts from the fight's state. */}
        {opened && <AddCombatantForm encounter={encounter} run={run} onAdded={onClose} />}
      </Modal>
    );
  },
  (before, after) =>
    before.opened === after.opened &&
    before.onClose === after.onClose &&
    before.run === after.run &&
    (before.encounter === after.encounter || !after.opened),
);

function AddCombatantForm({ encounter, run, onAdded }: { encounter: Encounter; run: RunGesture; onAdded(): void }) {
  const underway = encounter.round > 0;
  const [nextRound, setNextRound] = useState(underway);
  const joining = { nextRound };
  return (
    <Stack gap="md">
      <div>
        <Switch
          label="Joins next round"
          checked={nextRound}
          onChange={(event) => setNextRound(event.currentTarget.checked)}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {nextRound
            ? 'Shown in the turn order, skipped until the round turns over.'
            : 'Takes turns from now on, by initiative.'}{' '}
          Monsters roll their initiative.
        </Text>
      </div>
      <Tabs defaultValue="monster">
        <Tabs.List>
          <Tabs.Tab value="monster">Monster</Tabs.Tab>
          <Tabs.Tab value="player">Player</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="monster" pt="sm">
          <MonsterSearch onAdd={(pick, copies) => run(addMonsters, { pick, ...copies, joining })} onAdded={onAdded} />
        </Tabs.Panel>
        <Tabs.Panel value="player" pt="sm">
          <AddPlayerForm onAdd={(entity) => run(addPlayer, { entity, joining })} withInitiative onAdded={onAdded} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
