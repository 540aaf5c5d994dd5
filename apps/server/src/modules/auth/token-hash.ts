import { createHash, randomBytes } from 'node:crypto';

/** A new random token for a cookie or a mailed link: 32 bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so reading the table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
