import { type PublicCampaign, readPublicUser } from '../api/follow-api.ts';
import { useRead } from '../api/use-read.ts';
import { followPath } from '../follow-route.ts';
import { useFollowerView } from '../live/use-follower-view.ts';
import { LiveBadge, liveNow } from '../view/PresenceBadge.tsx';
import { FollowButton } from './FollowButton.tsx';
import classes from './frame.module.css';
import { GoneNotice } from './GoneNotice.tsx';
import { ConnectionNote, LiveBody } from './LiveBody.tsx';
import { PageFrame } from './PageFrame.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import userClasses from './user.module.css';

/** /user/{userid}: the user's non-private campaigns with Follow buttons, and the live one's initiative right here. */
export function UserPage({ userId, tv }: { userId: string; tv: boolean }) {
  const live = useFollowerView(userId);
  // When the live follow says nothing is live, the user or a campaign may have gone with it (deleted, made
  // private): the page reads them again, so it keeps no name or campaign that is gone.
  const read = useRead(live.gone ? `${userId} gone` : userId, (signal) => readPublicUser(userId, signal));
  const view = live.view?.live ? live.view : null;
  const owner = read.data?.owner ?? live.view?.owner ?? null;
  useDocumentTitle(owner ? `${owner}: live initiative` : 'Live initiative');

  if (read.error) {
    return (
      <PageFrame>
        <GoneNotice message={read.error} />
      </PageFrame>
    );
  }

  const liveId = view?.campaign.id;
  const setCampaign = (changed: PublicCampaign) =>
    read.data &&
    read.setData({
      ...read.data,
      campaigns: read.data.campaigns.map((one) => (one.id === changed.id ? changed : one)),
    });

  return (
    <PageFrame presence={live.view?.presence} rolls={live.rolls}>
      <div className={classes.pageHead}>
        <div className={classes.titles}>
          <h1 className={classes.title}>{owner ? `${owner}’s table` : 'Live initiative'}</h1>
          <p className={classes.subtitle}>Follow a campaign to find it under Followed, and watch its fights live.</p>
        </div>
        {!tv && <a href={followPath(userId, undefined, true)}>TV view</a>}
      </div>
      <ConnectionNote status={live.status} hasView={live.view !== null || live.gone !== null} problem={live.problem} />
      {view ? (
        <section className={userClasses.live} aria-labelledby="live-heading">
          <h2 id="live-heading" className={userClasses.liveHeading}>
            <LiveBadge paused={!liveNow(view.presence, live.status)} />{' '}
            <a href={followPath(userId, view.campaign.id)}>{view.campaign.name}</a>
          </h2>
          <LiveBody view={view} headingLevel={3} />
        </section>
      ) : (
        live.status !== 'connecting' && <p className={classes.notice}>Nothing is live right now.</p>
      )}
      {!tv && read.data && (
        <section aria-labelledby="campaigns-heading" className={userClasses.campaigns}>
          <h2 id="campaigns-heading" className={userClasses.heading}>
            Campaigns
          </h2>
          {read.data.campaigns.length === 0 ? (
            <p className={classes.notice}>No public campaigns yet.</p>
          ) : (
            <ul className={userClasses.list}>
              {read.data.campaigns.map((campaign) => (
                <li key={campaign.id} className={userClasses.card}>
                  <div className={userClasses.cardHead}>
                    <a className={userClasses.name} href={followPath(userId, campaign.id)}>
                      {campaign.name}
                    </a>
                    {(liveId ? liveId === campaign.id : campaign.live) && (
                      <LiveBadge paused={view !== null && !liveNow(view.presence, live.status)} />
                    )}
                  </div>
                  {campaign.background.trim() && <p className={userClasses.background}>{campaign.background}</p>}
                  <div className={userClasses.cardFoot}>
                    <span className={userClasses.count}>
                      {campaign.player_count} {campaign.player_count === 1 ? 'player' : 'players'}
                    </span>
                    <FollowButton
                      campaignId={campaign.id}
                      campaignName={campaign.name}
                      following={campaign.following}
                      signedIn={read.data?.signedIn ?? false}
                      returnPath={followPath(userId)}
                      onChange={(following) => setCampaign({ ...campaign, following })}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </PageFrame>
  );
}
