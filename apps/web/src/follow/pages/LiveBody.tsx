import type { FollowerView } from '@skald/contract/live/follower-view';
import type { ConnectionStatus } from '../live/follower-connection.ts';
import { EncounterView } from '../view/EncounterView.tsx';
import { PartyOverview } from '../view/PartyOverview.tsx';
import classes from './frame.module.css';

/** While the socket is down or not yet up, or the server could not read the view, in words; nothing when all is well. */
export function ConnectionNote({
  status,
  hasView,
  problem = null,
}: {
  status: ConnectionStatus;
  hasView: boolean;
  problem?: string | null;
}) {
  const text =
    status === 'reconnecting'
      ? 'Connection lost: reconnecting…'
      : problem
        ? problem
        : status === 'connecting' && !hasView
          ? 'Connecting to the live initiative…'
          : '';
  return (
    <p className={text ? classes.notice : 'visually-hidden'} role="status">
      {text}
    </p>
  );
}

/** The followed campaign now: its live encounter, or the overview of the party when nothing runs. */
export function LiveBody({ view, headingLevel = 2 }: { view: FollowerView; headingLevel?: 2 | 3 }) {
  if (view.encounter) return <EncounterView encounter={view.encounter} headingLevel={headingLevel} />;
  return (
    <>
      <p className={classes.notice}>
        {view.live ? 'Live, between encounters: nothing is running right now.' : 'Not live right now.'}
      </p>
      <PartyOverview campaign={view.campaign} headingLevel={headingLevel} />
    </>
  );
}
