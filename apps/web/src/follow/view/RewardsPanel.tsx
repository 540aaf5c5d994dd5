import { coinText, isEmptyPurse } from '@skald/contract/library/coins';
import type { FollowerRewards } from '@skald/contract/live/follower-view';
import { listInWords } from '../../lib/labels.ts';
import classes from './encounter.module.css';

/** What the finished encounter gave: experience each, the coins as given, the items by their known names. */
export function RewardsPanel({ rewards }: { rewards: FollowerRewards }) {
  return (
    <section className={classes.rewards} aria-labelledby="rewards-heading">
      <h3 id="rewards-heading">Rewards</h3>
      <dl className={classes.rewardList}>
        {rewards.xpEach !== undefined && (
          <>
            <dt>Experience</dt>
            <dd>
              {rewards.xpEach.toLocaleString('en')} XP each
              {rewards.players.length > 0 && <span className={classes.dim}> for {listInWords(rewards.players)}</span>}
            </dd>
          </>
        )}
        <dt>Coins</dt>
        <dd>{isEmptyPurse(rewards.currency) ? 'None' : coinText(rewards.currency)}</dd>
        <dt>Items</dt>
        <dd>
          {rewards.items.length > 0 ? (
            <ul className={classes.items}>
              {rewards.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two of the same item are two entries.
                <li key={index}>{item}</li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </dd>
      </dl>
    </section>
  );
}
