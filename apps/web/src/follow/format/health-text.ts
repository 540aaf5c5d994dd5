import type { FollowerHealth, FollowerStatus } from '@skald/contract/live/follower-view';

type Hearts = Extract<FollowerHealth, { kind: 'hearts' }>['hearts'];

/** Obscured health in words, by hearts (rules' `healthHearts`: 4 unhurt, 3 above half, 2 above a quarter, 1 standing). */
const HEART_WORDS: Record<Hearts, string> = {
  4: 'Unhurt',
  3: 'Lightly hurt',
  2: 'Bloodied',
  1: 'Badly hurt',
  0: 'Down',
};

export const MAX_HEARTS = 4;

/** 'Badly hurt'. */
export function heartsWords(hearts: Hearts): string {
  return HEART_WORDS[hearts];
}

/**
 * What a screen reader says for hearts: 'Badly hurt, 1 of 4 hearts'; only the count ('0 of 4 hearts')
 * when the words are left out, as beside a status that already says Down, Stable or Dead.
 */
export function heartsText(hearts: Hearts, withWords = true): string {
  const count = `${hearts} of ${MAX_HEARTS} hearts`;
  return withWords ? `${heartsWords(hearts)}, ${count}` : count;
}

/** Exact hit points as read out: '23 of 30 hit points, 5 temporary'. */
export function exactHealthText(health: Extract<FollowerHealth, { kind: 'exact' }>): string {
  const temp = health.temp > 0 ? `, ${health.temp} temporary` : '';
  return `${health.cur} of ${health.max} hit points${temp}`;
}

/** The share of the bar that is filled, 0 to 1. */
export function healthShare(cur: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(1, Math.max(0, cur / max));
}

/** The bar's tone: as the app's health colours, green above half, yellow above a quarter, red below. */
export function healthTone(cur: number, max: number): 'good' | 'hurt' | 'low' | 'none' {
  const share = healthShare(cur, max);
  if (share <= 0) return 'none';
  if (share > 0.5) return 'good';
  if (share > 0.25) return 'hurt';
  return 'low';
}

const STATUS_WORDS: Record<FollowerStatus, string | null> = {
  fighting: null,
  down: 'Down',
  stable: 'Stable',
  dead: 'Dead',
};

/** A combatant's status as a badge's words, or null while it fights. */
export function statusWords(status: FollowerStatus | undefined): string | null {
  return status ? STATUS_WORDS[status] : null;
}
