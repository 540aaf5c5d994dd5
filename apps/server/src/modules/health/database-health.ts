import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';

/** How long one probe of the database stands for every health check after it. */
export const HEALTH_PROBE_MS = 1000;

/**
 * Whether the database answers, probed at most once per `HEALTH_PROBE_MS` however often `/api/health`
 * is asked: checks arriving while a probe runs share it. A closed database is down at once, unprobed.
 */
export class DatabaseHealth {
  private last: { ok: boolean; at: number } | undefined;
  private probing: Promise<boolean> | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly probeMs = HEALTH_PROBE_MS,
  ) {}

  ok(): Promise<boolean> | boolean {
    if (!this.database.isOpen()) return false;
    if (this.last && performance.now() - this.last.at < this.probeMs) return this.last.ok;
    this.probing ??= this.probe().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  private async probe(): Promise<boolean> {
    let ok = true;
    try {
      await this.database.ping();
    } catch (error) {
      ok = false;
      this.log.error({ err: error }, 'health check: database did not answer');
    }
    this.last = { ok, at: performance.now() };
    return ok;
  }
}
