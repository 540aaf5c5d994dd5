import classes from './StatBlock.module.css';

/** Beyond this many uses the dots stop being quicker to read than the numbers. */
const MOST_PIPS = 6;

interface UsePipsProps {
  left: number;
  total: number;
}

/** Uses or slots left as filled dots (spent ones hollow); the counter beside them carries the words. */
export function UsePips({ left, total }: UsePipsProps) {
  if (total > MOST_PIPS) return null;
  return (
    <span className={classes.pips} aria-hidden="true">
      {Array.from({ length: total }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a pip is only a position in the row
        <span key={index} className={classes.pip} data-filled={index < left || undefined} />
      ))}
    </span>
  );
}
