import { z } from 'zod';
import type { LiveClientMessage } from './live-messages.ts';

/** What the server accepts on /api/live; anything else is answered with an `error` frame in these words. */
export const liveClientMessageSchema: z.ZodType<LiveClientMessage> = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('follow'),
      userId: z.uuid({ error: 'Follow a user by their id.' }),
      campaignId: z.uuid({ error: 'Follow a campaign by its id.' }).optional(),
      since: z
        .string({ error: 'A version is text, as a snapshot or patch gave it.' })
        .max(100, 'A version is at most 100 characters.')
        .optional(),
    }),
    z.strictObject({ type: z.literal('host') }),
  ],
  { error: "Send {type: 'follow', userId} or {type: 'host'}." },
);
