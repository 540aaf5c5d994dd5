import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';
import { formMessages } from './form-messages.ts';
import { plainName } from './record-fields.ts';
import { MAX_SOUNDBOARD_LINKS, SOUND_KINDS } from './soundboard-links.ts';

/** One saved link (content.md §3 Soundboard link: key, name; music and ambience entries have a url). */
export const soundboardLinkSchema = z.strictObject({
  key: z.uuid(),
  name: plainName('Name'),
  url: z
    .string({ error: formMessages.required('Link') })
    .trim()
    .min(1, formMessages.required('Link'))
    .max(2000, formMessages.maxLength('Link', 2000))
    .refine((value) => /^https:\/\/[^\s]+$/i.test(value) && URL.canParse(value), {
      error: 'The link must be a web address starting with https://',
    }),
  kind: z.enum(SOUND_KINDS, { error: 'A link is music or ambience.' }).default('music'),
});
export type SoundboardLinkInput = z.input<typeof soundboardLinkSchema>;
export type SoundboardLink = z.output<typeof soundboardLinkSchema>;

export const soundboardSchema = z.strictObject({
  links: z
    .array(soundboardLinkSchema)
    .max(MAX_SOUNDBOARD_LINKS, `A soundboard keeps at most ${MAX_SOUNDBOARD_LINKS} links.`)
    .refine((links) => new Set(links.map((link) => link.key)).size === links.length, {
      error: 'Two links share a key; each needs its own.',
    }),
});
export type Soundboard = z.output<typeof soundboardSchema>;

/** A signed-in user's soundboard, one list for all their campaigns, saved whole. */
export const soundboardRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/library/soundboard',
    access: 'signed-in',
    tag: 'Soundboard',
    summary: 'Your soundboard: saved music and ambience links',
    answer: soundboardSchema,
  }),
  replace: defineRoute({
    method: 'PUT',
    path: '/api/library/soundboard',
    access: 'signed-in',
    tag: 'Soundboard',
    summary: 'Saves your soundboard whole',
    body: soundboardSchema,
    answer: soundboardSchema,
  }),
};
