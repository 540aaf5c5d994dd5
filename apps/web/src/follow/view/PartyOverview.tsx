import type { FollowerCampaign } from '@skald/contract/live/follower-view';
import classes from './combatant.module.css';
import { HealthDisplay } from './HealthDisplay.tsx';
import overview from './overview.module.css';

/** The campaign when nothing runs: its background, and the party with level, health and AC. */
export function PartyOverview({ campaign, headingLevel = 2 }: { campaign: FollowerCampaign; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const party = campaign.party ?? [];
  return (
    <section className={overview.overview} aria-labelledby="party-heading">
      {campaign.background.trim() && <p className={overview.background}>{campaign.background}</p>}
      <Heading id="party-heading" className={overview.heading}>
        The party
      </Heading>
      {party.length === 0 ? (
        <p className={overview.empty}>No players in this campaign yet.</p>
      ) : (
        <ul className={classes.list}>
          {party.map((member, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: members have no public id; their order is the campaign's.
            <li key={index} className={classes.card} data-side="players" data-status={member.dead ? 'dead' : undefined}>
              <div className={classes.head}>
                <span className={classes.name}>{member.name}</span>
                {member.level !== undefined && <span className={classes.side}>Level {member.level}</span>}
                {member.ac !== undefined && (
                  <span className={classes.ac}>
                    <abbr title="Armor class">AC</abbr> {member.ac}
                  </span>
                )}
              </div>
              {member.health && <HealthDisplay health={member.health} statusShown={member.dead} />}
              {member.dead && (
                <div className={classes.details}>
                  <span className={classes.status} data-status="dead">
                    Dead
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
