import type { CompendiumKind } from '@skald/contract/compendium-kinds';
import type { Db } from '../../db/database.ts';
import { KindIndex } from './kind-index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The compendium as served from memory: whatever writes its tables tells it `changed()`. */
    readonly compendium: CompendiumMemory;
  }
}

/**
 * The compendium held in memory, one kind at a time, loaded from the database on the first request for
 * that kind: lists, searches and single records are answered without a query. The SRD never changes
 * once imported; whatever writes the compendium's tables afterwards (an import, a homebrew record made,
 * edited or removed) calls `changed()`, and each kind is loaded again on its next request.
 */
export class CompendiumMemory {
  private readonly kinds = new Map<CompendiumKind, Promise<KindIndex>>();

  constructor(private readonly db: Db) {}

  /** The kind's records as they are now; a load that fails is tried again by the next request. */
  index(kind: CompendiumKind): Promise<KindIndex> {
    const held = this.kinds.get(kind);
    if (held) return held;
    const loading = KindIndex.load(this.db, kind);
    this.kinds.set(kind, loading);
    loading.catch(() => {
      if (this.kinds.get(kind) === loading) this.kinds.delete(kind);
    });
    return loading;
  }

  /** Forgets every kind held, after a write to the compendium's tables. */
  changed(): void {
    this.kinds.clear();
  }
}
