import { monotonicMs } from './fleet-protocol.ts';
import { type LiveTarget, startFollowerFleet } from './follower-fleet.ts';
import { type RssSample, sampleRss, slopeMbPerMinute } from './rss-sampler.ts';

const COMMAND_EVERY_MS = 500;
const SAMPLE_EVERY_MS = 10_000;
/** Followers that drop and come back with `since` at each sample: 2 % of them. */
const CHURN_SHARE = 0.02;

export interface SoakFigures {
  seconds: number;
  commands: number;
  firstMinuteMb: number;
  lastMinuteMb: number;
  /** Least squares over the samples after the first minute (start-up and JIT left out). */
  slopeMbPerMinute: number;
  samples: RssSample[];
  reconnects: number;
  resumed: number;
  snapshots: number;
  failedReconnects: number;
  /** Followers that do not hold the last update at the end. */
  behind: number;
}

const mean = (samples: RssSample[]) => samples.reduce((sum, sample) => sum + sample.mb, 0) / samples.length;

/**
 * The target's followers stay connected for `seconds` while the GM sends a command every half second; the
 * server's resident memory is read every 10 s, and at each reading some followers reconnect with `since`.
 */
export async function soak(target: LiveTarget, seconds: number): Promise<SoakFigures> {
  const fleet = await startFollowerFleet(target, false);
  try {
    const startedMs = monotonicMs();
    const endMs = startedMs + seconds * 1000;
    const rss = sampleRss(target.serverPid, SAMPLE_EVERY_MS);
    let churn = { reconnects: 0, resumed: 0, snapshots: 0, failed: 0 };
    const churner = setInterval(() => {
      fleet
        .churn(Math.max(1, Math.round(target.followers * CHURN_SHARE)))
        .then((churned) => {
          churn = {
            reconnects: churn.reconnects + churned.reconnected,
            resumed: churn.resumed + churned.resumed,
            snapshots: churn.snapshots + churned.snapshots,
            failed: churn.failed + churned.failed.length,
          };
          if (churned.failed.length > 0) process.stderr.write(`reconnects failed:\n${churned.failed.join('\n')}\n`);
        })
        .catch((error: Error) => process.stderr.write(`churn: ${error.message}\n`));
    }, SAMPLE_EVERY_MS);
    let commands = 0;
    while (monotonicMs() < endMs) {
      const due = startedMs + commands * COMMAND_EVERY_MS;
      await new Promise((done) => setTimeout(done, Math.max(0, due - monotonicMs())));
      await target.update(commands);
      commands += 1;
    }
    clearInterval(churner);
    const { samples } = rss.stop();
    await new Promise((done) => setTimeout(done, 2000));
    const report = await fleet.report();
    const at = (sample: RssSample) => sample.atMs - startedMs;
    const lastMinute = samples.filter((sample) => at(sample) >= seconds * 1000 - 60_000);
    return {
      seconds,
      commands,
      firstMinuteMb: mean(samples.filter((sample) => at(sample) <= 60_000)),
      lastMinuteMb: mean(lastMinute),
      slopeMbPerMinute: slopeMbPerMinute(samples.filter((sample) => at(sample) >= 60_000)),
      samples,
      reconnects: churn.reconnects,
      resumed: churn.resumed,
      snapshots: churn.snapshots,
      failedReconnects: churn.failed,
      behind: report.behind,
    };
  } finally {
    await fleet.close();
  }
}
