import { Divider, Stack } from '@mantine/core';
import { mathRandom } from '@skald/rules/dice/random';
import { useState } from 'react';
import type { SharedRollInput } from '../../lib/live/broadcast-calls.ts';
import { showRoll } from '../../lib/rolls.ts';
import { DieButtons } from './DieButtons.tsx';
import { type RollRequest, rollRequest } from './dice-request.ts';
import { ExpressionForm } from './ExpressionForm.tsx';
import { RollHistoryList } from './RollHistoryList.tsx';
import { ShareRollButton } from './ShareRollButton.tsx';
import { sharedRollOf } from './shared-roll.ts';
import { useRollHistory } from './use-roll-history.ts';

/** The header's dice roller drawer: the roller, its expression field taking the focus as it opens. */
export default function DiceRollerDrawer() {
  return <DiceRoller focusOnOpen />;
}

/**
 * The dice roller: die buttons, typed dice and this tab's history; results go to the rolls overlay, and the
 * last one can be shared with the followers of a live broadcast. On a page (the DM screen's panel)
 * `focusOnOpen` is false, so loading the page leaves the focus where it is.
 */
export function DiceRoller({ focusOnOpen }: { focusOnOpen: boolean }) {
  const history = useRollHistory();
  const [last, setLast] = useState<SharedRollInput | null>(null);

  /** Rolls and shows the result; a typed mistake comes back as its sentence. */
  const roll = (request: RollRequest): string | null => {
    const rolled = rollRequest(request, mathRandom);
    if (!rolled.ok) return rolled.error;
    showRoll(rolled.result);
    history.record(rolled.request, rolled.roll.total);
    setLast(sharedRollOf(rolled.request, rolled.roll));
    return null;
  };

  return (
    <Stack gap="md">
      <DieButtons onRoll={roll} />
      <Divider />
      <ExpressionForm onRoll={roll} focusOnOpen={focusOnOpen} />
      <ShareRollButton roll={last} />
      <Divider />
      <RollHistoryList entries={history.entries} onRoll={roll} onClear={history.clear} />
    </Stack>
  );
}
