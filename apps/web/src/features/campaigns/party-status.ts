import type { PartyPlayer } from '@skald/contract/library/campaign-party';
import type { CampaignMemberState } from '@skald/contract/library/campaign-record';
import { afterLongRest } from '@skald/rules/campaign/carried-state';

/** A campaign member's hit points as the campaign page shows them: carried from the last fight, else full. */
export function memberHitPoints(
  sheetMaxHp: number | null,
  state: CampaignMemberState | undefined,
): { current: number; max: number; temp: number } | null {
  if (sheetMaxHp === null) return null;
  const max = Math.max(0, sheetMaxHp + (state?.maxHpMod ?? 0));
  return { current: Math.min(state?.curHp ?? max, max), max, temp: state?.tempHp ?? 0 };
}

/** The words beside a member's hit points: dead, stable, or the death saves they have made. */
export function memberStatus(state: CampaignMemberState | undefined): string | null {
  if (!state) return null;
  if (state.dead) return 'Dead';
  if (state.stable) return 'Stable';
  const saves = Object.values(state.saves ?? {});
  if (saves.length === 0) return null;
  const successes = saves.filter((save) => save === 'success').length;
  return `Death saves: ${successes} ✓ ${saves.length - successes} ✗`;
}

/** Every member after a long rest; the dead stay dead (rules' `afterLongRest`). */
export function restedMembers(members: Record<string, CampaignMemberState>): Record<string, CampaignMemberState> {
  return Object.fromEntries(Object.entries(members).map(([id, state]) => [id, afterLongRest(state)]));
}

/** The campaign's players in name order, with their sheet from the party route. */
export function campaignPlayers(members: Record<string, CampaignMemberState>, library: PartyPlayer[]): PartyPlayer[] {
  return library.filter((player) => player.id in members);
}
