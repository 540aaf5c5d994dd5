import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';
import { formMessages } from './form-messages.ts';

/** The longest note a campaign keeps. */
export const MAX_NOTE_LENGTH = 10_000;
/** The most notes one campaign keeps. */
export const MAX_CAMPAIGN_NOTES = 1_000;

export const CAMPAIGN_NOTE_MESSAGES = {
  tooMany: `A campaign keeps at most ${MAX_CAMPAIGN_NOTES} notes. Delete an old one first.`,
} as const;

/** What a GM writes: the note's text. */
export const campaignNoteInputSchema = z.strictObject({
  text: z
    .string({ error: formMessages.required('Note') })
    .trim()
    .min(1, formMessages.required('Note'))
    .max(MAX_NOTE_LENGTH, formMessages.maxLength('Note', MAX_NOTE_LENGTH)),
});
export type CampaignNoteInput = z.input<typeof campaignNoteInputSchema>;

export const campaignNoteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export type CampaignNote = z.output<typeof campaignNoteSchema>;

const campaignParams = z.strictObject({ id: z.uuid() });
const noteParams = z.strictObject({ id: z.uuid(), noteId: z.uuid() });
const base = '/api/library/campaigns/:id/notes';

/** A campaign's notes (content.md §3): only its owner reads and writes them; admins may read. */
export const campaignNoteRoutes = {
  list: defineRoute({
    method: 'GET',
    path: base,
    access: 'signed-in',
    tag: 'Campaigns',
    summary: "A campaign's notes, oldest first",
    params: campaignParams,
    answer: z.object({ notes: z.array(campaignNoteSchema) }),
  }),
  create: defineRoute({
    method: 'POST',
    path: base,
    access: 'signed-in',
    tag: 'Campaigns',
    summary: 'Adds a note to one of your campaigns',
    params: campaignParams,
    body: campaignNoteInputSchema,
    answer: campaignNoteSchema,
    status: 201,
  }),
  replace: defineRoute({
    method: 'PUT',
    path: `${base}/:noteId`,
    access: 'signed-in',
    tag: 'Campaigns',
    summary: "Rewrites one of a campaign's notes",
    params: noteParams,
    body: campaignNoteInputSchema,
    answer: campaignNoteSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${base}/:noteId`,
    access: 'signed-in',
    tag: 'Campaigns',
    summary: "Deletes one of a campaign's notes",
    params: noteParams,
  }),
};
