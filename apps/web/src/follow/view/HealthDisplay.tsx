import type { FollowerHealth } from '@skald/contract/live/follower-view';
import {
  exactHealthText,
  healthShare,
  healthTone,
  heartsText,
  heartsWords,
  MAX_HEARTS,
} from '../format/health-text.ts';
import classes from './health.module.css';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg className={filled ? classes.heartFull : classes.heartEmpty} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.9 1.2 5.3 3 1.4-1.8 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/**
 * Health as followers may see it: an exact bar with its numbers, or 0 to 4 hearts with words. `statusShown`:
 * the card beside it names the state at 0 hit points (Down, Stable, Dead), so no hearts say 'Down' as well.
 */
export function HealthDisplay({ health, statusShown = false }: { health: FollowerHealth; statusShown?: boolean }) {
  if (health.kind === 'hearts') {
    const withWords = health.hearts > 0 || !statusShown;
    return (
      <div className={classes.hearts}>
        <span className={classes.heartRow} role="img" aria-label={heartsText(health.hearts, withWords)}>
          {Array.from({ length: MAX_HEARTS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the four hearts are positions, not items.
            <Heart key={index} filled={index < health.hearts} />
          ))}
        </span>
        {withWords && (
          <span className={classes.heartWords} aria-hidden="true">
            {heartsWords(health.hearts)}
          </span>
        )}
      </div>
    );
  }
  const total = health.max + health.temp;
  return (
    <div className={classes.exact}>
      <div className={classes.bar} data-tone={healthTone(health.cur, health.max)} aria-hidden="true">
        <span className={classes.fill} style={{ width: `${healthShare(health.cur, total) * 100}%` }} />
        {health.temp > 0 && (
          <span className={classes.temp} style={{ width: `${healthShare(health.temp, total) * 100}%` }} />
        )}
      </div>
      <span className={classes.numbers}>
        <span aria-hidden="true">
          {health.cur}
          <span className={classes.max}>/{health.max}</span>
          {health.temp > 0 && <span className={classes.tempText}> +{health.temp}</span>}
        </span>
        <span className="visually-hidden">{exactHealthText(health)}</span>
      </span>
    </div>
  );
}
