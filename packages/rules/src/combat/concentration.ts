import { wholeAmount } from '../validation/whole-number.ts';
import type { Reminder } from './reminder.ts';

/** The lowest DC of the Constitution save a concentrating creature makes on taking damage. */
export const CONCENTRATION_MIN_DC = 10;

/** The DC of that save: 10, or half the damage taken (rounded down), whichever is higher. */
export function concentrationSaveDc(damage: number): number {
  return Math.max(CONCENTRATION_MIN_DC, Math.floor(wholeAmount(damage) / 2));
}

/**
 * Whether a reminder stands for concentration, so its damage notice gives the save's DC: the premade
 * Concentrating (stored under `concentrating`), or any reminder whose title or text speaks of
 * concentrating (a GM's own "Concentration: Bless").
 */
export function isConcentrationReminder(reminderKey: string, reminder: Reminder): boolean {
  if (reminderKey === 'concentrating') return true;
  return /concentrat/i.test(`${reminder.title} ${reminder.notify ?? ''}`);
}
