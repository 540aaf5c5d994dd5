import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';
import { idParams } from './collection-routes.ts';

/** A stored avatar: where it is served and its size after re-encoding. */
export const avatarSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Avatar = z.output<typeof avatarSchema>;

/**
 * Avatars (content.md §3, §7): a picture uploaded as the request body is re-encoded to WebP and served
 * only as image/webp, to anyone, from an address that never changes.
 */
export const avatarRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/avatars',
    access: 'signed-in',
    tag: 'Avatars',
    summary: 'Stores a PNG, JPEG, WebP or GIF picture of at most 5 MB as a WebP avatar of at most 512×512',
    body: 'image',
    answer: avatarSchema,
    status: 201,
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/avatars/:id.webp',
    access: 'public',
    tag: 'Avatars',
    summary: 'One avatar as image/webp, cacheable for a year (its address never changes)',
    params: idParams,
    answer: 'image',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/avatars/:id.webp',
    access: 'signed-in',
    tag: 'Avatars',
    summary: 'Deletes one of your avatars',
    params: idParams,
  }),
};
