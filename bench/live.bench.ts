import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LIVE_PATH } from '@skald/contract/live/live-messages';
import { repoRoot, startServer } from '@skald/testing/server-process';
import { createScratchPostgresDatabase } from '../apps/server/test/test-database.ts';
import { startBareBroadcastServer } from './live/bare-broadcast-server.ts';
import { followPageJsGzipBytes } from './live/follow-page-size.ts';
import type { LiveTarget } from './live/follower-fleet.ts';
import { openHostSocket } from './live/host-socket.ts';
import { goLive, liveCommand } from './live/live-campaign.ts';
import { type DeliveryRun, measureDelivery } from './live/measure-delivery.ts';
import { reportBare, reportDelivery, reportFollowPage, reportSoak } from './live/report-live.ts';
import { soak } from './live/soak.ts';

/**
 * Live broadcast at a thousand followers (issue 14). The real server runs as a child with a fresh
 * DATA_DIR; a GM signs up through the API, goes live on a public campaign and broadcasts a started
 * encounter of twelve (some hidden, some obscured), holding their host socket. The followers are WebSocket
 * clients in another process (`live/follower-fleet-child.ts`) that note each frame's CLOCK_MONOTONIC
 * receive time and length; the GM sends commands one at a time through the real sync route, stamping the
 * send and the answer on the same clock. Beside it, in the same run, a bare `ws` server in its own process
 * broadcasts a frame of the same size to as many followers, so the ratio shows what Skald adds.
 *
 * On the embedded database always, and on PostgreSQL when DATABASE_URL names a server (metrics prefixed
 * pg_). `--soak <seconds>` adds the memory soak (a command every 500 ms, RSS every 10 s, reconnects with
 * `since`); `--followers` and `--commands` change the counts. Then the follow page's JavaScript, gzipped.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    soak: { type: 'string', default: '0' },
    followers: { type: 'string', default: '1000' },
    commands: { type: 'string', default: '100' },
  },
  strict: false,
});
const soakSeconds = Number(values.soak);
const followers = Number(values.followers);
const commands = Number(values.commands);
const srd: Record<string, string> = process.env.SRD_DATA_DIR ? { SRD_DATA_DIR: process.env.SRD_DATA_DIR } : {};

/** A fresh server with `env`, a GM live on it holding their host socket, and `work` run on that target. */
async function onSkald<T>(env: Record<string, string>, work: (target: LiveTarget) => Promise<T>): Promise<T> {
  // Every follower comes from 127.0.0.1: the per-address caps are lifted above their count.
  const perAddress = String(followers + 100);
  const caps = { LIVE_SOCKETS_PER_ADDRESS: perAddress, CONNECTIONS_PER_ADDRESS: perAddress };
  const server = await startServer({ ...srd, ...env, ...caps, DEFAULT_TIER: 'unlimited' }, { startTimeoutMs: 180_000 });
  try {
    const live = await goLive(server.url);
    const host = await openHostSocket(server.url, live.cookie());
    try {
      return await work({
        liveUrl: `${server.url.replace(/^http/, 'ws')}${LIVE_PATH}`,
        follow: live.follow,
        followers,
        serverPid: server.process.child.pid ?? 0,
        update: (index) => live.sync(liveCommand(index)),
      });
    } finally {
      host.terminate();
    }
  } finally {
    await server.stop();
  }
}

/** The floor: the bare `ws` server broadcasting frames of `frameBytes` to as many followers. */
async function deliveryOnBare(frameBytes: number): Promise<DeliveryRun> {
  const bare = await startBareBroadcastServer(Number.isFinite(frameBytes) ? frameBytes : 300);
  try {
    const follow = { type: 'follow', userId: 'bare' } as const;
    const target: LiveTarget = { liveUrl: bare.liveUrl, follow, followers, serverPid: bare.pid, update: bare.update };
    return await measureDelivery(target, commands);
  } finally {
    await bare.stop();
  }
}

execFileSync('flock', ['/tmp/skald-web.lock', process.execPath, 'scripts/build-if-stale.mjs'], {
  cwd: repoRoot,
  stdio: 'inherit',
});

const pglite = await onSkald({}, (target) => measureDelivery(target, commands));
const bare = await deliveryOnBare(pglite.meanFrameBytes);
reportBare(bare);
reportDelivery('', 'PGlite', pglite, bare);

const adminUrl = process.env.DATABASE_URL?.trim();
if (adminUrl) {
  const scratch = await createScratchPostgresDatabase(adminUrl);
  try {
    const postgres = await onSkald({ DATABASE_URL: scratch.url }, (target) => measureDelivery(target, commands));
    reportDelivery('pg_', 'PostgreSQL', postgres, bare);
  } finally {
    await scratch.drop();
  }
}

if (soakSeconds > 0) reportSoak(await onSkald({}, (target) => soak(target, soakSeconds)));

reportFollowPage(followPageJsGzipBytes(join(repoRoot, 'apps/web/dist')));
