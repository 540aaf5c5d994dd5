import type { RouteAddress, RouteAnswer, RouteCall } from '@skald/contract/api/api-route';
import type { broadcastRoutes } from '@skald/contract/live/broadcast-routes';
import type { BroadcastState } from '@skald/contract/live/live-messages';
import { callRoute } from '../api/call-route.ts';

// Addresses typed by the contract's descriptors, imported as types only: the shell loads no zod for them.
type Routes = typeof broadcastRoutes;
const OWN: RouteAddress<Routes['own']> = { method: 'GET', path: '/api/live/broadcast' };
const TOGGLE: RouteAddress<Routes['toggle']> = { method: 'PUT', path: '/api/live/broadcast' };
const ENCOUNTER: RouteAddress<Routes['encounter']> = { method: 'PUT', path: '/api/live/broadcast/encounter' };
const SHARE_ROLL: RouteAddress<Routes['shareRoll']> = { method: 'POST', path: '/api/live/rolls' };

export type OwnBroadcast = RouteAnswer<Routes['own']>;

/** Nothing live: what a GM's broadcast is before the server said otherwise. */
export const NOT_LIVE: BroadcastState = { live: false, campaignId: null, encounterId: null, interrupted: false };

export const readOwnBroadcast = (signal?: AbortSignal) => callRoute<Routes['own']>(OWN, {}, signal);

/** Starts (true) or stops (false) broadcasting a campaign. */
export const toggleBroadcast = (campaignId: string, live: boolean) =>
  callRoute<Routes['toggle']>(TOGGLE, { body: { campaignId, live } });

/** Which encounter of the live campaign followers watch (null: the campaign overview). */
export const setBroadcastEncounter = (encounterId: string | null) =>
  callRoute<Routes['encounter']>(ENCOUNTER, { body: { encounterId } });

export type SharedRollInput = RouteCall<Routes['shareRoll']>['body'];

/** Shows a roll to the followers for 3 seconds. */
export const shareRoll = (roll: SharedRollInput) => callRoute<Routes['shareRoll']>(SHARE_ROLL, { body: roll });

/** The follow pages' absolute addresses: the user's page, and one campaign's. */
export function followLinks(origin: string, userId: string, campaignId?: string | null) {
  const user = `${origin}/user/${userId}`;
  return { user, campaign: campaignId ? `${user}/${campaignId}` : null };
}
