import type { FollowerHealth } from '@skald/contract/live/follower-view';
import type { HealthDisplay } from '@skald/rules/encounter/entity-visibility';
import { healthHearts } from '@skald/rules/encounter/follower-visibility';

/** Hit points as followers may see them: exact, hearts, or nothing (undefined). */
export function followerHealth(
  display: HealthDisplay,
  hp: { cur: number; max: number; temp: number },
): FollowerHealth | undefined {
  if (display === 'shown') return { kind: 'exact', cur: hp.cur, max: hp.max, temp: hp.temp };
  if (display === 'obscured') return { kind: 'hearts', hearts: healthHearts(hp.cur, hp.max) };
  return undefined;
}
