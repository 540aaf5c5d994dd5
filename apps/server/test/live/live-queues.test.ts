import { describe, expect, it } from 'vitest';
import { CoalescingRunner } from '../../src/modules/live/hub/coalescing-runner.ts';
import { PatchRing } from '../../src/modules/live/hub/patch-ring.ts';

describe('the hub’s queues', () => {
  it('runs once more, not five times, for five requests made while a run is going', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const runner = new CoalescingRunner(
      async () => {
        runs += 1;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      () => {},
    );
    runner.request();
    for (let n = 0; n < 5; n += 1) runner.request();
    release();
    await runner.idle();
    expect(runs).toBe(2);
  });

  it('with a least gap, runs at once after a quiet spell and folds a burst of 20 requests in 100 ms into a few runs', async () => {
    let runs = 0;
    const runner = new CoalescingRunner(
      async () => {
        runs += 1;
      },
      () => {},
      20,
    );
    runner.request();
    expect(runs, 'a lone request runs at once').toBe(1);
    await runner.idle();
    await new Promise((resolve) => setTimeout(resolve, 30));
    runs = 0;
    for (let n = 0; n < 20; n += 1) {
      runner.request();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await runner.idle();
    // About one run per 20 ms of the burst, and one for its tail; a loaded machine's late timers mean fewer.
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(8);
  });

  it('keeps going after a failed run and reports it', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const runner = new CoalescingRunner(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
      (error) => errors.push(error),
    );
    runner.request();
    await runner.idle();
    runner.request();
    await runner.idle();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('answers the frames after a kept version, and nothing for one pushed out', () => {
    const ring = new PatchRing(3);
    for (let n = 1; n <= 5; n += 1) ring.push({ from: `i.${n - 1}`, version: `i.${n}`, frame: Buffer.from(`${n}`) });
    expect(ring.after('i.3')?.map(String)).toEqual(['4', '5']);
    expect(ring.after('i.1')).toBeUndefined();
    expect(ring.after('i.5')).toEqual([]);
  });
});
