import { healthColor } from './health.ts';
import classes from './Runner.module.css';

/**
 * A combatant's hit points as a bar: two plain elements drawn like Mantine's small Progress (same
 * size, colours and progressbar semantics), cheap enough to redraw on every hit of a long turn order.
 */
export function HealthBar({ current, max, label }: { current: number; max: number; label: string }) {
  const value = max > 0 ? (100 * current) / max : 0;
  return (
    <div className={classes.healthBar}>
      <div
        className={classes.healthFill}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        style={{ width: `${value}%`, backgroundColor: `var(--mantine-color-${healthColor(current, max)}-filled)` }}
      />
    </div>
  );
}
