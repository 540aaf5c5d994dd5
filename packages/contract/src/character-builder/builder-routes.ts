import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';
import { idParams, storedFields } from '../library/collection-routes.ts';
import { characterBuildSchema } from './build-record.ts';
import { builderOptionsSchema } from './builder-options.ts';

const tag = 'Character builder (alpha)';
const base = '/api/character-builder' as const;
const description =
  "Alpha: open to administrators and to users whose contribute flag includes 'character-builder'; anyone else signed in gets 403.";
const refused = { 403: { description: 'The account may not use the character builder (alpha).' } };

/** A stored build: the build with its id and timestamps, and the character saved from it (if any). */
const storedBuild = z.object({ ...characterBuildSchema.shape, ...storedFields, characterId: z.uuid().nullable() });

const buildSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  level: z.number().int(),
  race: z.string(),
  class: z.string(),
  updated: z.iso.datetime(),
});

/** The character builder's routes: the SRD's choices, a user's builds, and saving one as a character. */
export const builderRoutes = {
  options: defineRoute({
    method: 'GET',
    path: `${base}/options`,
    access: 'signed-in',
    tag,
    summary: "The SRD's races, classes (hit die, saving throws, skills, starting equipment) and armour",
    description,
    answer: builderOptionsSchema,
    otherAnswers: { ...refused, 503: { description: 'The server has no SRD folder to read them from.' } },
  }),
  list: defineRoute({
    method: 'GET',
    path: `${base}/builds`,
    access: 'signed-in',
    tag,
    summary: 'Your characters in the builder, last changed first',
    description,
    answer: z.object({ results: z.array(buildSummary) }),
    otherAnswers: refused,
  }),
  read: defineRoute({
    method: 'GET',
    path: `${base}/builds/:id`,
    access: 'signed-in',
    tag,
    summary: 'One of your characters in the builder',
    description,
    params: idParams,
    answer: storedBuild,
    otherAnswers: refused,
  }),
  create: defineRoute({
    method: 'POST',
    path: `${base}/builds`,
    access: 'signed-in',
    tag,
    summary: 'Starts a character in the builder',
    description,
    body: characterBuildSchema,
    answer: storedBuild,
    status: 201,
    otherAnswers: { ...refused, 409: { description: 'You already keep the most builds allowed.' } },
  }),
  replace: defineRoute({
    method: 'PUT',
    path: `${base}/builds/:id`,
    access: 'signed-in',
    tag,
    summary: 'Saves one of your characters in the builder whole',
    description,
    params: idParams,
    body: characterBuildSchema,
    answer: storedBuild,
    otherAnswers: refused,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${base}/builds/:id`,
    access: 'signed-in',
    tag,
    summary: 'Deletes one of your characters in the builder (a character saved from it stays)',
    description,
    params: idParams,
    otherAnswers: refused,
  }),
  saveAsCharacter: defineRoute({
    method: 'POST',
    path: `${base}/builds/:id/character`,
    access: 'signed-in',
    tag,
    summary: 'Saves the build as one of your characters with its derived numbers',
    description: `${description} The first save adds a character (a tier slot); later saves update that character's numbers.`,
    params: idParams,
    answer: z.object({ characterId: z.uuid(), created: z.boolean() }),
    otherAnswers: refused,
  }),
};
