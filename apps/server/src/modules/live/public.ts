/** What the rest of the server uses of the live module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { DEFAULT_LIVE_OPTIONS, type LiveOptions, registerLive } from './hub/register-live.ts';
export type { LiveBus, LiveEvent } from './live-bus.ts';
export { registerBroadcast } from './register-broadcast.ts';
