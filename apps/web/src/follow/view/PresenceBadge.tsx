import type { FollowerPresence } from '@skald/contract/live/follower-view';
import { presenceText } from '../format/presence-text.ts';
import classes from './presence.module.css';

/** 'GM online' with a green dot, or 'GM offline since 14:02'. */
export function PresenceBadge({ presence }: { presence: FollowerPresence }) {
  return (
    <span className={classes.presence} data-online={presence.online || undefined}>
      <span className={classes.dot} aria-hidden="true" />
      {presenceText(presence)}
    </span>
  );
}

/** 'Live' while the GM broadcasts this campaign. */
export function LiveBadge() {
  return <span className={classes.live}>Live</span>;
}
