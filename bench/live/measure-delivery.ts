import { embeddedDatabasePid } from '@skald/testing/server-process';
import { cpuMilliseconds } from '../autocannon-load.ts';
import { type DeliveryFigures, deliveryFigures, spread } from './delivery-figures.ts';
import { type LiveTarget, startFollowerFleet } from './follower-fleet.ts';
import { sampleRss, statusMb } from './rss-sampler.ts';
import { sendUpdates } from './send-updates.ts';

/** Updates sent before the measured ones (JIT, the first channel's caches) and not counted. */
const WARM_UP_UPDATES = 6;

export interface DeliveryRun extends DeliveryFigures {
  followers: number;
  commands: number;
  /** Updates the GM stopped waiting for (not every follower held them within two seconds). */
  timedOut: number;
  /** The server process's CPU time (user + system) per measured update: its work, however busy the machine. */
  serverCpuPerUpdateMs: number;
  /** The embedded database's process's CPU time per measured update (NaN on PostgreSQL and the bare server). */
  databaseCpuPerUpdateMs: number;
  roundTrip: ReturnType<typeof spread>;
  /** The server's resident memory before the followers came (a GM live, nothing followed). */
  rssBeforeMb: number;
  rssConnectedMb: number;
  /** The most read during the run (every 100 ms, from before the followers connect to the last update). */
  rssPeakMb: number;
  /** VmHWM: the most the process was ever resident, start-up and migrations included. */
  rssHighWaterMb: number;
  /** The embedded database's own process (NaN on PostgreSQL): resident before the followers and at the end. */
  databaseRssBeforeMb: number;
  databaseRssAfterMb: number;
}

/** The embedded database's process's resident memory, or NaN when there is none (PostgreSQL). */
function databaseRssMb(serverPid: number): number {
  const pid = embeddedDatabasePid(serverPid);
  return pid ? statusMb(pid, 'VmRSS') : Number.NaN;
}

/** The embedded database's process's CPU time so far (ms), or NaN when there is none (PostgreSQL). */
function databaseCpuMs(serverPid: number): number {
  const pid = embeddedDatabasePid(serverPid);
  return pid ? cpuMilliseconds(pid) : Number.NaN;
}

/**
 * The target's followers, in another process, follow it while the GM sends `commands` updates one at a
 * time and the server's resident memory is read every 100 ms.
 */
export async function measureDelivery(target: LiveTarget, commands: number): Promise<DeliveryRun> {
  const rss = sampleRss(target.serverPid, 100);
  const databaseRssBeforeMb = databaseRssMb(target.serverPid);
  const fleet = await startFollowerFleet(target, true);
  try {
    const { opened, failed, extensions } = fleet.ready;
    if (failed.length > 0) process.stderr.write(`followers that could not follow:\n${failed.join('\n')}\n`);
    if (extensions) process.stderr.write(`the followers' sockets negotiated ${extensions}\n`);
    const rssConnectedMb = statusMb(target.serverPid, 'VmRSS');
    await sendUpdates(WARM_UP_UPDATES, target.update, fleet);
    const cpuBefore = cpuMilliseconds(target.serverPid);
    const databaseCpuBefore = databaseCpuMs(target.serverPid);
    const { sent, timedOut } = await sendUpdates(commands, (index) => target.update(WARM_UP_UPDATES + index), fleet);
    const serverCpuPerUpdateMs = (cpuMilliseconds(target.serverPid) - cpuBefore) / commands;
    const databaseCpuPerUpdateMs = (databaseCpuMs(target.serverPid) - databaseCpuBefore) / commands;
    const { peakMb } = rss.stop();
    const report = await fleet.report();
    if (report.unexpected.length > 0)
      process.stderr.write(`frames of another kind:\n${report.unexpected.join('\n')}\n`);
    const figures = deliveryFigures(report.frames, sent, opened);
    const roundTrips = sent.sentMs.map((at, index) => (sent.answeredMs[index] ?? at) - at).sort((a, b) => a - b);
    return {
      ...figures,
      expected: sent.sentMs.length * target.followers,
      followers: opened,
      commands: commands,
      timedOut,
      serverCpuPerUpdateMs,
      databaseCpuPerUpdateMs,
      roundTrip: spread(roundTrips),
      rssBeforeMb: rss.samples[0]?.mb ?? Number.NaN,
      rssPeakMb: peakMb,
      rssHighWaterMb: statusMb(target.serverPid, 'VmHWM'),
      rssConnectedMb,
      databaseRssBeforeMb,
      databaseRssAfterMb: databaseRssMb(target.serverPid),
    };
  } finally {
    rss.stop();
    await fleet.close();
  }
}
