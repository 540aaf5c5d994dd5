import { notifyRoll } from '../../../lib/notify.ts';
import { RollResult } from './RollResult.tsx';
import type { RollLine } from './roll-ability.ts';

/** Shows a roll's result in a notification: "Goblin: Scimitar" and its lines. */
export function showRoll(title: string, lines: RollLine[]): void {
  notifyRoll(title, <RollResult lines={lines} />);
}
