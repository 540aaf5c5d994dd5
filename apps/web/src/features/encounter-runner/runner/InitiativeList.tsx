import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type FocusEvent, memo, useCallback, useState } from 'react';
import type { RunGesture } from '../actions/combat-action.ts';
import { rollMonsterInitiative, setInitiative } from '../actions/initiative-actions.ts';
import type { EncounterSession } from '../session/encounter-session.ts';
import { CombatantRow } from './CombatantRow.tsx';
import classes from './Runner.module.css';
import { useHeldOrder } from './use-held-order.ts';

/** Whether focus is (or goes) to one of the turn order's initiative fields. */
const isInitiativeField = (element: EventTarget | null) =>
  element instanceof HTMLElement && element.dataset.initiative !== undefined;

interface InitiativeListProps {
  /** Each row follows its own combatant in the session. */
  session: EncounterSession;
  /** The combatants' keys as the turn order lists them (`listedOrder`). */
  order: readonly string[];
  /** Before the fight (round 0): initiative is typed and nobody is current. */
  before: boolean;
  currentKey: string | null;
  targets: readonly string[];
  /** Whose panel is shown: opened from its row, or the current combatant's. */
  shownKey: string | null;
  onToggleTarget(key: string): void;
  run: RunGesture;
  onOpen(key: string): void;
}

/**
 * The turn order, highest initiative first; those out of it this round (down, or joining next round)
 * follow. Initiative is typed here, before and during the fight, or rolled for the monsters before it;
 * a row opens its combatant's panel. While the cursor is in the initiative fields the rows hold still
 * (`useHeldOrder`), and before the fight Tab goes from one row's initiative to the next. Memoised on the
 * order, not the fight: a hit redraws the hit combatant's row alone, which follows its combatant itself.
 */
export const InitiativeList = memo(function InitiativeList({
  session,
  order,
  before,
  currentKey,
  targets,
  shownKey,
  onToggleTarget,
  run,
  onOpen,
}: InitiativeListProps) {
  const onInitiative = useCallback((key: string, initiative: number) => run(setInitiative, { key, initiative }), [run]);
  const rollMonsters = () => run(rollMonsterInitiative, undefined);
  const [typing, setTyping] = useState(false);
  const shownOrder = useHeldOrder(order, typing);
  // Tab from one initiative field to the next keeps the rows still; leaving the fields re-sorts them.
  const focusIn = (event: FocusEvent) => setTyping(isInitiativeField(event.target));
  const focusOut = (event: FocusEvent) => {
    if (!isInitiativeField(event.relatedTarget)) setTyping(false);
  };
  return (
    <Stack gap="xs" className={classes.panel} component="section" aria-labelledby="turn-order-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="turn-order-title">
          {before ? 'Initiative' : 'Turn order'}
        </Title>
        {before && (
          <Button size="compact-sm" variant="light" onClick={rollMonsters}>
            Roll for monsters
          </Button>
        )}
      </Group>
      <ul className={classes.list} onFocus={focusIn} onBlur={focusOut}>
        {shownOrder.map((key) => (
          <CombatantRow
            key={key}
            session={session}
            entityKey={key}
            current={key === currentKey && !before}
            initiativeStep={before}
            targeted={targets.includes(key)}
            opened={key === shownKey}
            onToggleTarget={onToggleTarget}
            onInitiative={onInitiative}
            onOpen={onOpen}
          />
        ))}
      </ul>
      {order.length === 0 && <Text c="dimmed">No combatants yet.</Text>}
    </Stack>
  );
});
