import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';
import { idParams, storedFields } from './collection-routes.ts';
import { formMessages } from './form-messages.ts';
import { playerRecordSchema, playerSummarySchema } from './player-record.ts';

/**
 * Giving control of a player (content.md §4): the owner names another user by username or e-mail, who
 * then finds the player among their characters, read-only; the owner can take it back.
 */

export const PLAYER_CONTROL_MESSAGES = {
  notYourself: 'You already control your own players: name another user.',
} as const;

/**
 * Who controls a player, as the owner sees them: the username or e-mail address they gave control to, as
 * they typed it. The same whether or not an account has it, so it tells nothing about other users.
 */
export const playerControlSchema = z.object({ controller: z.string().nullable() });

export const giveControlSchema = z.strictObject({
  user: z
    .string({ error: formMessages.required('Username or e-mail') })
    .trim()
    .min(1, formMessages.required('Username or e-mail'))
    .max(254, formMessages.maxLength('Username or e-mail', 254)),
});
export type GiveControlInput = z.input<typeof giveControlSchema>;

/** A controlled player as its controller sees it: the record, and the owner's username when they have one. */
const controlledPlayer = z.object({
  ...playerRecordSchema.shape,
  ...storedFields,
  owner: z.string().nullable(),
});

const controlPath = '/api/library/players/:id/control';

export const playerControlRoutes = {
  read: defineRoute({
    method: 'GET',
    path: controlPath,
    access: 'signed-in',
    tag: 'Players',
    summary: 'Who controls one of your players',
    params: idParams,
    answer: playerControlSchema,
  }),
  give: defineRoute({
    method: 'PUT',
    path: controlPath,
    access: 'signed-in',
    tag: 'Players',
    summary: 'Gives control of one of your players to another user, named by username or e-mail',
    description:
      'The answer repeats the name as given, whether or not an account has it: the player shows among the characters of the account with that username or e-mail address, if there is one. Limited per account and per address (429).',
    params: idParams,
    body: giveControlSchema,
    answer: playerControlSchema,
  }),
  takeBack: defineRoute({
    method: 'DELETE',
    path: controlPath,
    access: 'signed-in',
    tag: 'Players',
    summary: 'Takes control of one of your players back',
    params: idParams,
  }),
  listControlled: defineRoute({
    method: 'GET',
    path: '/api/library/characters/controlled',
    access: 'signed-in',
    tag: 'Characters',
    summary: 'The players other users gave you control of',
    answer: z.object({
      results: z.array(playerSummarySchema.extend({ id: z.uuid(), owner: z.string().nullable() })),
    }),
  }),
  readControlled: defineRoute({
    method: 'GET',
    path: '/api/library/characters/controlled/:id',
    access: 'signed-in',
    tag: 'Characters',
    summary: 'One player another user gave you control of, read-only',
    params: idParams,
    answer: controlledPlayer,
  }),
};
