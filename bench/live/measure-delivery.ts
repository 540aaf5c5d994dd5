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
  roundTrip: ReturnType<typeof spread>;
  rssPeakMb: number;
  rssHighWaterMb: number;
  rssConnectedMb: number;
}

/**
 * The target's followers, in another process, follow it while the GM sends `commands` updates one at a
 * time and the server's resident memory is read every 100 ms.
 */
export async function measureDelivery(target: LiveTarget, commands: number): Promise<DeliveryRun> {
  const rss = sampleRss(target.serverPid, 100);
  const fleet = await startFollowerFleet(target, true);
  try {
    const { opened, failed, extensions } = fleet.ready;
    if (failed.length > 0) process.stderr.write(`followers that could not follow:\n${failed.join('\n')}\n`);
    if (extensions) process.stderr.write(`the followers' sockets negotiated ${extensions}\n`);
    const rssConnectedMb = statusMb(target.serverPid, 'VmRSS');
    await sendUpdates(WARM_UP_UPDATES, target.update, fleet);
    const { sent, timedOut } = await sendUpdates(commands, (index) => target.update(WARM_UP_UPDATES + index), fleet);
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
      roundTrip: spread(roundTrips),
      rssPeakMb: peakMb,
      rssHighWaterMb: statusMb(target.serverPid, 'VmHWM'),
      rssConnectedMb,
    };
  } finally {
    rss.stop();
    await fleet.close();
  }
}
