import type { AdvantageMode } from '@skald/rules/dice/roll-d20';

/**
 * A click's advantage (combat.md §4): Shift rolls with advantage, Ctrl (or Cmd on a Mac) with
 * disadvantage; a plain click keeps `otherwise`, the choice a touch screen makes with a control instead.
 */
export function advantageFromClick(
  event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
  otherwise: AdvantageMode = 'normal',
): AdvantageMode {
  if (event.shiftKey) return 'advantage';
  if (event.ctrlKey || event.metaKey) return 'disadvantage';
  return otherwise;
}
