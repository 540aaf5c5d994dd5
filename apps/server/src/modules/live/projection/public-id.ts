import { createHmac } from 'node:crypto';

/**
 * A combatant's id as followers see it: a keyed hash of the encounter and the combatant's key, so it tells
 * nothing of either and cannot be guessed without the server's secret; the same for the whole fight.
 */
export function publicEntityId(secret: string, encounterId: string, key: string): string {
  return createHmac('sha256', secret).update(`${encounterId}\u0000${key}`).digest('base64url').slice(0, 12);
}
