import type { Db } from '../../../db/database.ts';
import { interruptBroadcast, liveSecret, readBroadcast, setPresence } from '../broadcast-store.ts';
import { loadFollowerView } from '../projection/load-follower-view.ts';
import type { LiveStore } from './live-store.ts';

/** The broadcast module's store bound to one database, as the hub uses it. */
export function dbLiveStore(db: Db): LiveStore {
  return {
    readBroadcast: (userId) => readBroadcast(db, userId),
    setPresence: (userId, online) => setPresence(db, userId, online),
    interruptBroadcast: (userId) => interruptBroadcast(db, userId),
    loadFollowerView: async (target) => loadFollowerView(db, target, await liveSecret(db)),
  };
}
