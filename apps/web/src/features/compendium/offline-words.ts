/**
 * What the compendium says offline. The service worker keeps the answers already fetched
 * (apps/web/pwa-compendium-cache.ts): a page or search made before shows; anything else waits for the
 * connection and loads by itself when it returns.
 */

/** Above the drawer's results while offline. */
export const OFFLINE_SEARCH_NOTE =
  'You are offline: only searches already made on this device can show results. Others run once you are back online.';

/** In place of one kind's results when that search was never made on this device. */
export const OFFLINE_SEARCH_MISSING = 'Not searched: no connection.';

/** A list or an entry never opened on this device, offline. */
export const OFFLINE_PAGE_MISSING =
  'You are offline, and this was not opened on this device before. It loads by itself once you are back online.';

/** Whether a failed load failed only for want of a connection (status 0 while the browser is offline). */
export function failedOffline(error: { status: number } | undefined, online: boolean): boolean {
  return error !== undefined && error.status === 0 && !online;
}
