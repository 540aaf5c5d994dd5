import type { RouteAddress, RouteAnswer, RouteCall } from '@skald/contract/api/api-route';
import type { broadcastRoutes } from '@skald/contract/live/broadcast-routes';
import { callRoute } from '../../lib/api/call-route.ts';

// Addresses typed by the contract's descriptors, imported as types only: the follow page loads no zod.
type Routes = typeof broadcastRoutes;
const USER: RouteAddress<Routes['user']> = { method: 'GET', path: '/api/live/users/:userId' };
const CAMPAIGN: RouteAddress<Routes['campaign']> = {
  method: 'GET',
  path: '/api/live/users/:userId/campaigns/:campaignId',
};
const FOLLOW: RouteAddress<Routes['follow']> = { method: 'PUT', path: '/api/me/followed/:id' };
const UNFOLLOW: RouteAddress<Routes['unfollow']> = { method: 'DELETE', path: '/api/me/followed/:id' };
const SEND_REQUEST: RouteAddress<Routes['sendRequest']> = { method: 'POST', path: '/api/live/campaigns/:id/requests' };

export type PublicUser = RouteAnswer<Routes['user']>;
export type PublicCampaign = PublicUser['campaigns'][number];
export type CampaignRead = RouteAnswer<Routes['campaign']>;
export type ControlledPlayer = CampaignRead['controlled'][number];
export type LiveRequest = RouteCall<Routes['sendRequest']>['body'];

export const readPublicUser = (userId: string, signal?: AbortSignal) =>
  callRoute<Routes['user']>(USER, { params: { userId } }, signal);

export const readPublicCampaign = (userId: string, campaignId: string, signal?: AbortSignal) =>
  callRoute<Routes['campaign']>(CAMPAIGN, { params: { userId, campaignId } }, signal);

/** Follows (true) or stops following (false) a campaign as the signed-in visitor. */
export const setFollowing = (campaignId: string, following: boolean) =>
  following
    ? callRoute<Routes['follow']>(FOLLOW, { params: { id: campaignId } })
    : callRoute<Routes['unfollow']>(UNFOLLOW, { params: { id: campaignId } });

/** Asks the GM for damage or healing on targets of the live encounter. */
export const sendLiveRequest = (campaignId: string, request: LiveRequest) =>
  callRoute<Routes['sendRequest']>(SEND_REQUEST, { params: { id: campaignId }, body: request });
