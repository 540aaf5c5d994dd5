import type { FollowerEntity } from '@skald/contract/live/follower-view';
import { memo } from 'react';
import { conditionText, sideWords } from '../format/combat-text.ts';
import { statusWords } from '../format/health-text.ts';
import classes from './combatant.module.css';
import { DeathSaves } from './DeathSaves.tsx';
import { HealthDisplay } from './HealthDisplay.tsx';

/** One visible combatant in the turn order: name, side, AC, health, status, death saves, conditions. */
export const CombatantCard = memo(function CombatantCard({
  entity,
  position,
  current,
}: {
  entity: FollowerEntity;
  /** Its place in the turn order, from 1 (the list reads it out itself). */
  position: number;
  current: boolean;
}) {
  const status = statusWords(entity.status);
  const saves = entity.deathSaves;
  const showSaves = saves && (entity.status === 'down' || saves.successes > 0 || saves.failures > 0);
  return (
    <li
      className={classes.card}
      data-side={entity.side}
      data-current={current || undefined}
      data-waiting={!entity.active || undefined}
      data-status={entity.status}
      aria-current={current ? 'true' : undefined}
    >
      <div className={classes.head}>
        <span className={classes.position} aria-hidden="true">
          {position}
        </span>
        {current && <span className={classes.now}>Turn</span>}
        <span className={classes.name}>
          {current && <span className="visually-hidden">Current turn: </span>}
          {entity.name}
        </span>
        <span className={classes.side}>{sideWords(entity.side)}</span>
        {entity.ac !== undefined && (
          <span className={classes.ac}>
            <abbr title="Armor class">AC</abbr> {entity.ac}
          </span>
        )}
      </div>
      {entity.health && (
        <div className={classes.health}>
          <HealthDisplay health={entity.health} statusShown={status !== null} />
        </div>
      )}
      {(status || showSaves || !entity.active || (entity.conditions?.length ?? 0) > 0) && (
        <div className={classes.details}>
          {status && (
            <span className={classes.status} data-status={entity.status}>
              {status}
            </span>
          )}
          {!entity.active && <span className={classes.waiting}>Joins next round</span>}
          {showSaves && saves && <DeathSaves successes={saves.successes} failures={saves.failures} />}
          {entity.conditions && entity.conditions.length > 0 && (
            <ul className={classes.conditions} aria-label={`Conditions of ${entity.name}`}>
              {entity.conditions.map((condition) => (
                <li key={condition.name}>{conditionText(condition)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
});
