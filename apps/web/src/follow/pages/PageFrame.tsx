import type { FollowerPresence } from '@skald/contract/live/follower-view';
import type { ReactNode } from 'react';
import type { ShownRoll } from '../live/use-follower-view.ts';
import { PresenceBadge } from '../view/PresenceBadge.tsx';
import { RollToasts } from '../view/RollToasts.tsx';
import classes from './frame.module.css';

/** The follow pages' frame: Skald's name home, the GM's presence, the page, and the shared rolls' toasts. */
export function PageFrame({
  presence,
  rolls = [],
  children,
}: {
  presence?: FollowerPresence;
  rolls?: ShownRoll[];
  children: ReactNode;
}) {
  return (
    <div className={classes.frame}>
      <header className={classes.bar}>
        <a href="/" className={classes.brand}>
          <img src="/favicon.svg" alt="" width={24} height={24} />
          Skald
        </a>
        {presence && <PresenceBadge presence={presence} />}
      </header>
      <main className={classes.main}>{children}</main>
      <RollToasts rolls={rolls} />
    </div>
  );
}
