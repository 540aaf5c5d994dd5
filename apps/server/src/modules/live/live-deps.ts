import type { LibraryDeps } from '../library/public.ts';
import type { LiveBus } from './live-bus.ts';

/** What the broadcast module's routes need: the library's database and the live bus they announce on. */
export interface BroadcastDeps extends LibraryDeps {
  bus: LiveBus;
}
