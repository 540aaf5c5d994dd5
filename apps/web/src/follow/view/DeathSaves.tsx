import { deathSavesText } from '../format/combat-text.ts';
import classes from './combatant.module.css';

const SAVES = 3;

/** Three marks under their word, so successes and failures are told apart by more than their colour. */
function Marks({ count, kind }: { count: number; kind: 'success' | 'failure' }) {
  return (
    <span className={classes.saveMarks} data-kind={kind} aria-hidden="true">
      <span className={classes.saveKind}>{kind === 'success' ? 'Successes' : 'Failures'}</span>
      {Array.from({ length: SAVES }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: three fixed positions.
        <span key={index} className={classes.saveMark} data-on={index < count || undefined} />
      ))}
    </span>
  );
}

/** Death saves: three labelled marks each for successes and failures, read out in words. */
export function DeathSaves({ successes, failures }: { successes: number; failures: number }) {
  return (
    <span className={classes.saves}>
      <span className="visually-hidden">{deathSavesText(successes, failures)}</span>
      <span aria-hidden="true" className={classes.savesLabel}>
        Death saves
      </span>
      <Marks count={successes} kind="success" />
      <Marks count={failures} kind="failure" />
    </span>
  );
}
