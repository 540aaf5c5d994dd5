import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';
import { LIBRARY_PAGE_SIZE, LIBRARY_SEARCH_MAX_LENGTH } from './library-limits.ts';

/** Every library row's id: a UUID. Anything else names nothing (404). */
export const idParams = z.strictObject({ id: z.uuid() });

/** A list's query: a name search, the sort, and the page (15 rows each). */
export const listQuerySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .max(LIBRARY_SEARCH_MAX_LENGTH, `A search has at most ${LIBRARY_SEARCH_MAX_LENGTH} characters.`)
    .optional(),
  sort: z.enum(['name', 'name:desc'], { error: 'sort is name or name:desc.' }).default('name'),
  page: z.coerce
    .number({ error: 'page is a whole number from 1.' })
    .int('page is a whole number from 1.')
    .min(1, 'page is a whole number from 1.')
    .max(100_000, 'page is a whole number from 1.')
    .default(1),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** What the server adds to every stored record. */
export const storedFields = { id: z.uuid(), created: z.iso.datetime(), updated: z.iso.datetime() };

/** One page of a list: the rows' projection (the spec's search record) and the exact count of all matches. */
export function listPage<Summary extends z.ZodType>(summary: Summary) {
  return z.object({
    results: z.array(summary),
    count: z.number().int(),
    page: z.number().int(),
    pageSize: z.literal(LIBRARY_PAGE_SIZE),
  });
}

/**
 * The five routes of one library kind under `/api/library/{kind}`: list, read, create, replace, delete.
 * `record` is what a form sends (strict); `summary` is a list row.
 */
export function collectionRoutes<const Kind extends string, Shape extends z.ZodRawShape, Summary extends z.ZodObject>(
  kind: Kind,
  tag: string,
  record: z.ZodObject<Shape, z.core.$strict>,
  summary: Summary,
) {
  const stored = z.strictObject({ ...record.shape, ...storedFields });
  const base = `/api/library/${kind}` as const;
  return {
    list: defineRoute({
      method: 'GET',
      path: base,
      access: 'signed-in',
      tag,
      summary: `Your ${kind}, 15 a page, searched by name and sorted`,
      query: listQuerySchema,
      answer: listPage(summary.extend({ id: z.uuid() })),
    }),
    read: defineRoute({
      method: 'GET',
      path: `${base}/:id`,
      access: 'signed-in',
      tag,
      summary: `One of your ${kind}`,
      params: idParams,
      answer: stored,
    }),
    create: defineRoute({
      method: 'POST',
      path: base,
      access: 'signed-in',
      tag,
      summary: `Adds to your ${kind}, when your tier has a free slot`,
      body: record,
      answer: stored,
      status: 201,
    }),
    replace: defineRoute({
      method: 'PUT',
      path: `${base}/:id`,
      access: 'signed-in',
      tag,
      summary: `Saves one of your ${kind} whole`,
      params: idParams,
      body: record,
      answer: stored,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `${base}/:id`,
      access: 'signed-in',
      tag,
      summary: `Deletes one of your ${kind}`,
      params: idParams,
    }),
  };
}
