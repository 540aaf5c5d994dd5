import type { Db } from '../db/database.ts';
import type { Publisher } from './publisher.ts';

/** Says, inside a transaction, what it changed; heard by others only once it committed. */
export type Announce<Event> = (event: Event) => void;

/**
 * Writes that announce what they committed (issue 31): `transaction` runs `work` in one transaction, and
 * hands the events it announced to the publisher after the commit succeeded, in the order announced.
 * A transaction that throws or rolls back publishes nothing. Modules take this in their deps typed with
 * the events they announce, so a module never reaches the live hub above it.
 */
export interface Commits<Event> {
  transaction<T>(work: (tx: Db, announce: Announce<Event>) => Promise<T>): Promise<T>;
}

export function commitsOn<Event>(db: Db, publisher: Publisher<Event>): Commits<Event> {
  return {
    async transaction(work) {
      const announced: Event[] = [];
      const result = await db.transaction((tx) => work(tx, (event) => announced.push(event)));
      // Nothing awaits between the commit and these: a later transaction's events cannot come first.
      for (const event of announced) publisher.publish(event);
      return result;
    },
  };
}
