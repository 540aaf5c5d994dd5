/** What a move to the next turn changed, kept on the encounter so Previous turn can give it back (`turn-moves.ts`). */

/** The combatant fields a move to the next turn changes: record fields by key, flags as they are. */
export const KEYED_FIELDS = ['conditions', 'reminders', 'limited_uses'] as const;
export const FLAGS = ['down', 'active', 'addNextRound'] as const;

export type KeyedField = (typeof KEYED_FIELDS)[number];
export type Flag = (typeof FLAGS)[number];

/** A value before and after the move; null where there was none. */
export type Change<T> = [was: T | null, now: T | null];

/** What the move changed on one combatant: only the keys and flags that differ. */
export type EntityChange = Partial<Record<KeyedField, Record<string, Change<unknown>>> & Record<Flag, Change<boolean>>>;

/**
 * One move to the next turn (Next turn, or removing the combatant whose turn it was), with what it did to
 * durations, reminders, uses and the round update, so Previous turn gives back exactly that.
 */
export interface TurnMove {
  from: { key: string | null; round: number };
  to: { key: string | null; round: number };
  changes: Record<string, EntityChange>;
}
