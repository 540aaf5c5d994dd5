import { rollText } from '../format/combat-text.ts';
import type { ShownRoll } from '../live/use-follower-view.ts';
import classes from './toasts.module.css';

/** The GM's shared rolls, each shown for 3 seconds and read out politely. */
export function RollToasts({ rolls }: { rolls: ShownRoll[] }) {
  return (
    <div className={classes.toasts} role="status" aria-live="polite">
      {rolls.map(({ id, roll }) => (
        <div key={id} className={classes.toast}>
          <span className={classes.total} aria-hidden="true">
            {roll.total}
          </span>
          <span className={classes.text}>
            <span className={classes.title}>Shared roll</span>
            <span>{rollText(roll)}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
