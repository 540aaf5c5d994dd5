import type { FollowerPresence } from '@skald/contract/live/follower-view';
import { presenceText } from '../format/presence-text.ts';
import type { ConnectionStatus } from '../live/follower-connection.ts';
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

/**
 * 'Live' while the GM broadcasts this campaign; 'Paused', unlit, while the GM is offline or this page's
 * own connection is lost: what shows is the last view, not the table now.
 */
export function LiveBadge({ paused = false }: { paused?: boolean }) {
  return (
    <span className={classes.live} data-paused={paused || undefined}>
      {paused ? 'Paused' : 'Live'}
    </span>
  );
}

/** Whether the live view is the table now: the GM connected and this page receiving. */
export function liveNow(presence: FollowerPresence, status: ConnectionStatus): boolean {
  return presence.online && status === 'live';
}
