/** What the rest of the server uses of the live module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { interruptBroadcast, liveSecret, readBroadcast, setPresence } from './broadcast-store.ts';
export type { LiveBus, LiveEvent } from './live-bus.ts';
export { loadFollowerView } from './projection/load-follower-view.ts';
export type { LoadedFollowerView } from './projection/loaded-view.ts';
export { registerBroadcast } from './register-broadcast.ts';
