import type { Condition } from '@skald/rules/constants/conditions';

/** The conditions named by a noun; the rest already read as what the combatant is ("prone"). */
const STATE_WORDS: Partial<Record<Condition, string>> = { exhaustion: 'exhausted' };

/** The notice when a condition runs out: "Warlock is no longer exhausted". */
export function conditionEndedText(name: string, condition: Condition): string {
  return `${name} is no longer ${STATE_WORDS[condition] ?? condition}`;
}
