import { showRoll as showInOverlay } from '../../../lib/rolls.ts';
import type { RollLine } from './roll-ability.ts';

/**
 * Shows a roll in the rolls overlay: "Goblin: Scimitar" and its lines. A whole ability (its attack and
 * damage together) stays until dismissed; one number alone, a chip's to-hit or damage, is a quick roll
 * that leaves after 3 seconds.
 */
export function showRoll(title: string, lines: RollLine[]): void {
  showInOverlay({ title, lines, stays: lines.length > 1 });
}
