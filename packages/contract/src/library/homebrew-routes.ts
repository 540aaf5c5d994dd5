import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';
import { ITEM_RARITIES } from '../compendium-records.ts';
import { listPage, listQuerySchema } from './collection-routes.ts';

/** The kinds a game master may share on the Homebrew list. */
export const HOMEBREW_KINDS = ['npcs', 'items', 'spells'] as const;
export type HomebrewKind = (typeof HOMEBREW_KINDS)[number];

/** One shared row: its name (stored lowercase) and the facts a list shows for its kind. */
export const homebrewEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('npcs'),
    id: z.uuid(),
    name: z.string(),
    challenge_rating: z.number().nullable(),
    type: z.string().nullable(),
  }),
  z.object({ kind: z.literal('items'), id: z.uuid(), name: z.string(), rarity: z.enum(ITEM_RARITIES).nullable() }),
  z.object({
    kind: z.literal('spells'),
    id: z.uuid(),
    name: z.string(),
    level: z.number().int().nullable(),
    school: z.string().nullable(),
  }),
]);
export type HomebrewEntry = z.output<typeof homebrewEntrySchema>;

export const homebrewQuerySchema = listQuerySchema.extend({
  kind: z.enum(HOMEBREW_KINDS, { error: 'kind is npcs, items or spells.' }).default('npcs'),
});

/** The Homebrew list (issue 12 item 9): every user's shared NPCs, items or spells, for anyone to read. */
export const homebrewRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/homebrew',
    access: 'public',
    tag: 'Homebrew',
    summary: 'NPCs, items or spells game masters share, 15 a page, searched by name and sorted',
    query: homebrewQuerySchema,
    answer: listPage(homebrewEntrySchema),
  }),
};
