import { z } from 'zod';
import { apiErrorSchema } from '../account.ts';
import { npcRecordSchema } from '../library/npc-record.ts';
import { MAX_STAT_BLOCK_LENGTH, STAT_BLOCK_LAYOUTS, STAT_BLOCK_TOO_LONG } from '../stat-block-limits.ts';
import { defineRoute } from './api-route.ts';

/** `POST /api/tools/read-stat-block`: the monster creator's stat-block reader, for any tool. */
export const readStatBlockRoute = defineRoute({
  method: 'POST',
  path: '/api/tools/read-stat-block',
  access: 'public',
  tag: 'Tools',
  summary: 'Reads a stat block pasted as text or JSON into a monster',
  description: `Send \`{ "text": … }\`: a stat block as the SRD prints it, as homebrew markdown, in the 2024 layout or with its line breaks lost, or the JSON of a monster from Skald, Shieldmaiden, the 5e-database, Open5e or Improved Initiative (a list gives its first monster). The answer is the monster as Skald's NPC (the NPC routes' fields, already within their limits) and the lines or fields that were not read. At most ${MAX_STAT_BLOCK_LENGTH.toLocaleString('en')} characters. Nothing is stored.`,
  body: z.strictObject({
    text: z.string({ error: 'Send the stat block as text.' }).max(MAX_STAT_BLOCK_LENGTH, STAT_BLOCK_TOO_LONG),
  }),
  answer: z.object({
    layout: z.enum(STAT_BLOCK_LAYOUTS),
    monster: npcRecordSchema,
    unread: z.array(
      z.object({
        line: z.number().int(),
        text: z.string(),
        path: z.string().optional(),
      }),
    ),
  }),
  answerDescription: 'The monster read, which layout it was written in, and what could not be read.',
  otherAnswers: {
    422: {
      description: 'The text holds no stat block, or took too long to read; the message says why.',
      schema: apiErrorSchema,
    },
    429: { description: 'Readings from your address are still running; wait for them.', schema: apiErrorSchema },
    503: { description: 'The reader is busy; try again after the Retry-After seconds.', schema: apiErrorSchema },
  },
});
