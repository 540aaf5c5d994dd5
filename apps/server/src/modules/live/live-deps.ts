import type { LiveBus } from '../../live/live-bus.ts';
import type { LibraryDeps } from '../library/serve-collection.ts';

/** What the broadcast module's routes need: the library's database and the live bus they announce on. */
export interface BroadcastDeps extends LibraryDeps {
  bus: LiveBus;
}
