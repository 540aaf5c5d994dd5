/** Avatar uploads' limits and refusals, zod-free so the upload button can check a file before sending it. */

/** The largest picture the server reads: 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Avatars are stored at most this wide and this tall. */
export const AVATAR_MAX_SIDE = 512;
/** The most pixels a picture may have before it is decoded (a small file can unpack to a huge image). */
export const AVATAR_MAX_PIXELS = 50_000_000;
/** Uploads count toward no tier, but one account keeps at most this many. */
export const AVATAR_MAX_PER_USER = 500;
/** One account's uploads waiting or being re-encoded at once; another is refused until one is stored. */
export const AVATAR_UPLOADS_AT_ONCE_PER_USER = 2;
/** The picture types an upload may be, as the request's Content-Type and the file picker's `accept`. */
export const AVATAR_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const AVATAR_MESSAGES = {
  tooLarge: 'The picture is larger than 5 MB; choose a smaller one.',
  tooManyPixels: 'The picture has more than 50 million pixels; choose a smaller one.',
  notAPicture: 'The file is not a PNG, JPEG, WebP or GIF picture.',
  damaged: 'The picture could not be read; the file may be damaged.',
  uploadsAtOnce: `You are already uploading ${AVATAR_UPLOADS_AT_ONCE_PER_USER} pictures; send another once they are stored.`,
  tooMany: `You already keep ${AVATAR_MAX_PER_USER} pictures, the most one account may; delete some before uploading another.`,
} as const;

/** Where an avatar is served: the address stored in records' `image`, `avatar` and `storage_avatar` fields. */
export function avatarUrl(id: string): string {
  return `/api/avatars/${id}.webp`;
}
