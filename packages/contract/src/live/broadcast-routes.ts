import { DAMAGE_TYPES } from '@skald/rules/constants/damage-types';
import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';
import { formMessages } from '../library/form-messages.ts';

/**
 * Live broadcast over HTTP (issue 14): the GM's toggle, the follow pages' reads, following a campaign,
 * followers' requests and shared rolls. What changes live travels on the WebSocket (`live-messages.ts`).
 */

export const BROADCAST_REFUSALS = {
  privateCampaign: 'A private campaign cannot go live: make it public in its General tab first.',
  notLive: 'You are not broadcasting.',
  nothingRunning: 'Nothing is running live in this campaign.',
  notYourPlayer: 'You do not control that player in this campaign.',
  unknownTarget: 'A target is not in the fight any more.',
  ownCampaign: 'This is your own campaign.',
  notFound: 'This campaign is private or does not exist.',
  noSuchUser: 'No user has this id.',
  encounterElsewhere: 'That encounter is not in the campaign you broadcast.',
} as const;

/** The most requests waiting in one encounter; a further one is refused until the GM clears some. */
export const MAX_WAITING_REQUESTS = 50;
/** The most targets of one request. */
export const MAX_REQUEST_TARGETS = 20;
/** The largest amount one request asks for. */
export const MAX_REQUEST_AMOUNT = 9999;

const broadcastStateSchema = z.object({
  live: z.boolean(),
  campaignId: z.uuid().nullable(),
  encounterId: z.uuid().nullable(),
  interrupted: z.boolean(),
});

const ownBroadcastAnswer = z.object({
  /** For the public initiative link: /user/{userId} and /user/{userId}/{campaignId}. */
  userId: z.uuid(),
  broadcast: broadcastStateSchema,
});

const userParams = z.strictObject({ userId: z.uuid() });
const userCampaignParams = z.strictObject({ userId: z.uuid(), campaignId: z.uuid() });
const campaignParams = z.strictObject({ id: z.uuid() });
const requestParams = z.strictObject({ id: z.uuid(), encid: z.uuid(), requestId: z.uuid() });
const encounterParams = z.strictObject({ id: z.uuid(), encid: z.uuid() });

/** A non-private campaign on a user's follow page. */
const publicCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  background: z.string(),
  player_count: z.number().int(),
  live: z.boolean(),
  /** Whether the signed-in visitor follows it; false for visitors. */
  following: z.boolean(),
});

const requestAmount = z
  .number({ error: 'The amount must be a whole number' })
  .int('The amount must be a whole number')
  .min(1, formMessages.minValue('The amount', 1))
  .max(MAX_REQUEST_AMOUNT, formMessages.maxValue('The amount', MAX_REQUEST_AMOUNT));

/** What a player's controller asks the GM for, from the follow page. */
export const liveRequestSchema = z.strictObject({
  /** The campaign player the request is made as; the sender must control it. */
  playerId: z.uuid({ error: 'Choose the player you ask as.' }),
  kind: z.enum(['damage', 'healing'], { error: 'A request asks for damage or healing.' }),
  amount: requestAmount,
  /** For damage: its type. */
  damageType: z.enum(DAMAGE_TYPES, { error: 'Choose a damage type from the list.' }).optional(),
  /** Public ids of visible combatants (`FollowerEntity.id`). */
  targets: z
    .array(z.string().min(1).max(64), { error: 'Choose the targets.' })
    .min(1, 'Choose at least one target.')
    .max(MAX_REQUEST_TARGETS, `A request names at most ${MAX_REQUEST_TARGETS} targets.`),
});
export type LiveRequestInput = z.input<typeof liveRequestSchema>;

/** A waiting request as the GM's Requests tab shows it. */
export const encounterRequestSchema = z.object({
  id: z.uuid(),
  /** The player it was asked as, and who asked (their username, else null). */
  playerName: z.string(),
  /** That player's combatant in the encounter, credited with the damage or healing; null when not in it. */
  byKey: z.string().nullable(),
  from: z.string().nullable(),
  kind: z.enum(['damage', 'healing']),
  amount: z.number().int(),
  damageType: z.enum(DAMAGE_TYPES).nullable(),
  /** The combatants by their key in the encounter, with the name the GM knows; gone ones are left out. */
  targets: z.array(z.object({ key: z.string(), name: z.string() })),
  created: z.iso.datetime(),
});
export type EncounterRequest = z.output<typeof encounterRequestSchema>;

export const sharedRollSchema = z.strictObject({
  title: z.string().trim().min(1, formMessages.required('Title')).max(100, formMessages.maxLength('Title', 100)),
  expression: z.string().trim().min(1).max(100, formMessages.maxLength('Roll', 100)),
  total: z.number().int().min(-10_000).max(100_000),
  throws: z.array(z.number().int().min(0).max(1000)).max(100),
  advantage: z.enum(['advantage', 'disadvantage']).nullable(),
  entityName: z.string().trim().max(100).nullable(),
});

export const broadcastRoutes = {
  own: defineRoute({
    method: 'GET',
    path: '/api/live/broadcast',
    access: 'signed-in',
    tag: 'Live',
    summary: 'Your broadcast: whether a campaign is live, which encounter, and whether it was interrupted',
    answer: ownBroadcastAnswer,
  }),
  toggle: defineRoute({
    method: 'PUT',
    path: '/api/live/broadcast',
    access: 'signed-in',
    tag: 'Live',
    summary: 'Starts (live true) or stops broadcasting one of your campaigns; one campaign is live at a time',
    description: 'Answering a "Broadcast interrupted" question: Yes is live true, No is live false.',
    body: z.strictObject({ campaignId: z.uuid({ error: 'Choose a campaign.' }), live: z.boolean() }),
    answer: ownBroadcastAnswer,
    otherAnswers: { 409: { description: BROADCAST_REFUSALS.privateCampaign } },
  }),
  encounter: defineRoute({
    method: 'PUT',
    path: '/api/live/broadcast/encounter',
    access: 'signed-in',
    tag: 'Live',
    summary: 'Which encounter of the live campaign followers watch; null shows the campaign overview',
    description:
      'The run page sets it when it opens; a command synced on another encounter of the campaign moves it too.',
    body: z.strictObject({ encounterId: z.uuid().nullable() }),
    answer: ownBroadcastAnswer,
    otherAnswers: { 409: { description: `${BROADCAST_REFUSALS.notLive} / ${BROADCAST_REFUSALS.encounterElsewhere}` } },
  }),
  user: defineRoute({
    method: 'GET',
    path: '/api/live/users/:userId',
    access: 'anyone',
    tag: 'Live',
    summary: "A user's follow page: their username and non-private campaigns, the live one marked",
    params: userParams,
    answer: z.object({
      userId: z.uuid(),
      owner: z.string().nullable(),
      signedIn: z.boolean(),
      campaigns: z.array(publicCampaignSchema),
    }),
    otherAnswers: { 404: { description: BROADCAST_REFUSALS.noSuchUser } },
  }),
  campaign: defineRoute({
    method: 'GET',
    path: '/api/live/users/:userId/campaigns/:campaignId',
    access: 'anyone',
    tag: 'Live',
    summary: 'One followable campaign for its follow page: follow state and the players the visitor controls',
    params: userCampaignParams,
    answer: z.object({
      campaign: publicCampaignSchema,
      owner: z.string().nullable(),
      signedIn: z.boolean(),
      /** Campaign players the signed-in visitor was given control of: they may send requests as them. */
      controlled: z.array(z.object({ playerId: z.uuid(), name: z.string() })),
    }),
    otherAnswers: { 404: { description: BROADCAST_REFUSALS.notFound } },
  }),
  follow: defineRoute({
    method: 'PUT',
    path: '/api/me/followed/:id',
    access: 'signed-in',
    tag: 'Live',
    summary: "Follows another user's non-private campaign (it appears under /content/followed)",
    params: campaignParams,
    otherAnswers: {
      404: { description: BROADCAST_REFUSALS.notFound },
      409: { description: BROADCAST_REFUSALS.ownCampaign },
    },
  }),
  unfollow: defineRoute({
    method: 'DELETE',
    path: '/api/me/followed/:id',
    access: 'signed-in',
    tag: 'Live',
    summary: 'Stops following a campaign',
    params: campaignParams,
  }),
  sendRequest: defineRoute({
    method: 'POST',
    path: '/api/live/campaigns/:id/requests',
    access: 'signed-in',
    tag: 'Live',
    summary: 'Asks the GM for damage or healing on targets of the live encounter, as a player you control',
    params: campaignParams,
    body: liveRequestSchema,
    status: 201,
    answer: z.object({ id: z.uuid() }),
    otherAnswers: {
      403: { description: BROADCAST_REFUSALS.notYourPlayer },
      404: { description: BROADCAST_REFUSALS.notFound },
      409: { description: `${BROADCAST_REFUSALS.nothingRunning} / too many waiting requests` },
    },
  }),
  requests: defineRoute({
    method: 'GET',
    path: '/api/library/campaigns/:id/encounters/:encid/requests',
    access: 'signed-in',
    tag: 'Live',
    summary: "Followers' waiting requests on one of your encounters, oldest first",
    params: encounterParams,
    answer: z.object({ requests: z.array(encounterRequestSchema) }),
  }),
  deleteRequest: defineRoute({
    method: 'DELETE',
    path: '/api/library/campaigns/:id/encounters/:encid/requests/:requestId',
    access: 'signed-in',
    tag: 'Live',
    summary: 'Deletes a request (after applying it, or to turn it down)',
    params: requestParams,
  }),
  shareRoll: defineRoute({
    method: 'POST',
    path: '/api/live/rolls',
    access: 'signed-in',
    tag: 'Live',
    summary: 'Shows a roll to the followers of your live broadcast for 3 seconds',
    body: sharedRollSchema,
    otherAnswers: { 409: { description: BROADCAST_REFUSALS.notLive } },
  }),
} as const;
