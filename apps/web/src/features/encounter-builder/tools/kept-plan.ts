import { type PartyRow, readPartyRows } from './party-rows.ts';
import { type PlannedMonster, readPlannedMonsters } from './planned-monsters.ts';

/** Where the browser keeps the public builder's party and monsters between visits. */
export const PLAN_STORAGE_KEY = 'skald-tools-encounter';

export interface EncounterPlan {
  party: PartyRow[];
  monsters: PlannedMonster[];
}

/** The plan kept in this browser; anything missing or unreadable gives the default party and no monsters. */
export function loadPlan(): EncounterPlan {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY) ?? 'null');
  } catch {
    // Blocked storage or a corrupt value: start afresh.
  }
  const kept = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return { party: readPartyRows(kept.party), monsters: readPlannedMonsters(kept.monsters) };
}

export function keepPlan(plan: EncounterPlan): void {
  try {
    localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify(plan));
  } catch {
    // Storage full or blocked: the plan lives until the tab closes.
  }
}
