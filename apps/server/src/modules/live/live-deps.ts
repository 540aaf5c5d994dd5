import type { Commits } from '../../events/commits.ts';
import type { LibraryDeps } from '../library/public.ts';
import type { LiveBus, LiveEvent } from './live-bus.ts';

/**
 * What the broadcast module's routes need: the library's database, writes that announce what they
 * committed, and the publisher itself for what is never stored (a shared roll).
 */
export interface BroadcastDeps extends LibraryDeps {
  commits: Commits<LiveEvent>;
  bus: LiveBus;
}
