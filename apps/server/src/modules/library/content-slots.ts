import type { Db } from '../../db/database.ts';

/** The library kinds a tier counts per user; encounters are counted per campaign. */
export type CountedKind = 'campaigns' | 'players' | 'npcs' | 'items' | 'spells' | 'reminders' | 'characters';

/** How many rows of each kind a user may still add (null: no limit); none at all while overencumbered. */
export interface FreeSlots {
  overencumbered: boolean;
  free: Record<CountedKind, number | null>;
  /** The tier's encounters per campaign (null: no limit), and how many each of the user's campaigns holds. */
  encounters: { perCampaign: number | null; held: Map<string, number> };
}

/**
 * What a create asks of the user's tier (content.md §5). The tiers module answers it: it counts library
 * and encounter rows, so it sits above both, and app.ts hands its answer to them in their deps.
 */
export interface ContentSlots {
  /** Refuses a new row of `kind` unless the tier has room; call it inside the transaction that inserts. */
  claim(tx: Db, userId: string, kind: CountedKind): Promise<void>;
  /** Refuses a new encounter in `campaignId` unless the tier has room; inside the transaction that inserts. */
  claimEncounter(tx: Db, userId: string, campaignId: string): Promise<void>;
  /** The free slots as they are now, without a lock: what an import checks its file against first. */
  free(db: Db, userId: string): Promise<FreeSlots>;
  /** The free slots under a lock on the user's row: an import's count again, inside its transaction. */
  lockFree(tx: Db, userId: string): Promise<FreeSlots>;
}
