import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';
import { ITEM_RARITIES } from '../compendium-records.ts';
import { listPage, listQuerySchema } from './collection-routes.ts';
import { itemRoutes } from './item-record.ts';
import { npcRoutes } from './npc-record.ts';
import { spellRoutes } from './spell-record.ts';

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

export const sharedEntryParams = z.strictObject({
  kind: z.enum(HOMEBREW_KINDS, { error: 'kind is npcs, items or spells.' }),
  id: z.uuid(),
});

/** One shared entry whole, as its owner's library stores it (a companion's player left out). */
export const sharedEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('npcs'), record: npcRoutes.read.answer }),
  z.object({ kind: z.literal('items'), record: itemRoutes.read.answer }),
  z.object({ kind: z.literal('spells'), record: spellRoutes.read.answer }),
]);
export type SharedEntry = z.output<typeof sharedEntrySchema>;

/** Where a shared entry's page is: /homebrew/{kind}/{id}, beside the homebrew monsters' /homebrew/{slug}. */
export const sharedEntryPath = (kind: HomebrewKind, id: string) => `/homebrew/${kind}/${id}`;

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
  read: defineRoute({
    method: 'GET',
    path: '/api/homebrew/:kind/:id',
    access: 'public',
    tag: 'Homebrew',
    summary: 'One shared NPC, item or spell, for anyone to read; 404 when it is not shared',
    params: sharedEntryParams,
    answer: sharedEntrySchema,
  }),
};
