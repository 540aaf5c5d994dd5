import type { CompendiumKind } from '@skald/contract/compendium-kinds';
import type { Db } from '../../db/database.ts';
import { AnswerCache, type CachedAnswer } from './answer-cache.ts';
import { taggedAnswer } from './http-cache.ts';
import { KindIndex } from './kind-index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The compendium as served from memory: whatever writes its tables tells it `changed()`. */
    readonly compendium: CompendiumMemory;
  }
}

/**
 * The compendium held in memory, one kind at a time, loaded from the database on the first request for
 * that kind: lists, searches and single records are answered without a query, and each answer is kept
 * by its address. The SRD never changes once imported; whatever writes the compendium's tables
 * afterwards (an import, a homebrew record made, edited or removed) calls `changed()`, which forgets
 * the kinds and answers held, so the next requests load and answer afresh.
 */
export class CompendiumMemory {
  private readonly kinds = new Map<CompendiumKind, Promise<KindIndex>>();
  private readonly answers = new AnswerCache();
  /** Bumped by every change, so an answer worked out from the records before it is not kept after it. */
  private version = 0;

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

  /**
   * The answer to the request at `address` (path and query), tagged for caching: kept from an earlier
   * request to the same address, else the JSON `body` gives (undefined when there is nothing there,
   * which is not kept).
   */
  answer(address: string, body: () => Promise<string>): Promise<CachedAnswer>;
  answer(address: string, body: () => Promise<string | undefined>): Promise<CachedAnswer | undefined>;
  async answer(address: string, body: () => Promise<string | undefined>): Promise<CachedAnswer | undefined> {
    const kept = this.answers.get(address);
    if (kept) return kept;
    const version = this.version;
    const text = await body();
    if (text === undefined) return undefined;
    const answer = taggedAnswer(text);
    if (version === this.version) this.answers.set(address, answer);
    return answer;
  }

  /** Forgets every kind and answer held, after a write to the compendium's tables. */
  changed(): void {
    this.version += 1;
    this.kinds.clear();
    this.answers.clear();
  }
}
