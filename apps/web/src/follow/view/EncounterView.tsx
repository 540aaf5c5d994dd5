import type { FollowerEncounter } from '@skald/contract/live/follower-view';
import { WeatherLayer } from '../../lib/weather/WeatherLayer.tsx';
import { CombatantCard } from './CombatantCard.tsx';
import classes from './combatant.module.css';
import encounterClasses from './encounter.module.css';
import { RewardsPanel } from './RewardsPanel.tsx';
import { TurnAnnouncer, turnText } from './TurnAnnouncer.tsx';

/** The live encounter: its round and whose turn, the turn order with each visible combatant, the rewards once given. */
export function EncounterView({
  encounter,
  headingLevel = 2,
}: {
  encounter: FollowerEncounter;
  /** 3 where the page already heads the live campaign with an h2 (the user's page). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const entities = encounter.order.flatMap((id) => encounter.entities[id] ?? []);
  const started = encounter.round > 0;
  return (
    <section className={encounterClasses.encounter} aria-labelledby="encounter-name">
      <WeatherLayer weather={encounter.weather} />
      <div className={encounterClasses.header}>
        <Heading id="encounter-name" className={encounterClasses.name}>
          {encounter.name}
        </Heading>
        <p className={encounterClasses.round}>
          {encounter.finished ? 'Finished' : started ? `Round ${encounter.round}` : 'Not started'}
        </p>
      </div>
      <p className={encounterClasses.turn}>{turnText(encounter)}</p>
      <TurnAnnouncer encounter={encounter} />
      {encounter.finished && encounter.rewards && <RewardsPanel rewards={encounter.rewards} />}
      {entities.length > 0 ? (
        <ol className={classes.list} aria-label="Turn order">
          {entities.map((entity, index) => (
            <CombatantCard
              key={entity.id}
              entity={entity}
              position={index + 1}
              current={!encounter.finished && entity.id === encounter.currentId}
            />
          ))}
        </ol>
      ) : (
        <p className={encounterClasses.empty}>No combatant is shown to followers yet.</p>
      )}
    </section>
  );
}
