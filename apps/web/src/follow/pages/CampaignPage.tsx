import { readPublicCampaign } from '../api/follow-api.ts';
import { useRead } from '../api/use-read.ts';
import { followPath } from '../follow-route.ts';
import { useFollowerView } from '../live/use-follower-view.ts';
import { LiveBadge, liveNow } from '../view/PresenceBadge.tsx';
import { FollowButton } from './FollowButton.tsx';
import classes from './frame.module.css';
import { GoneNotice } from './GoneNotice.tsx';
import { ConnectionNote, LiveBody } from './LiveBody.tsx';
import { PageFrame } from './PageFrame.tsx';
import { RequestForm } from './RequestForm.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** /user/{userid}/{campid}: one campaign's live initiative, or its party when nothing runs; `tv` drops every control. */
export function CampaignPage({ userId, campaignId, tv }: { userId: string; campaignId: string; tv: boolean }) {
  const read = useRead(`${userId}/${campaignId}`, (signal) => readPublicCampaign(userId, campaignId, signal));
  const live = useFollowerView(userId, campaignId);
  const view = live.view;
  const name = view?.campaign.name ?? read.data?.campaign.name;
  const owner = view?.owner ?? read.data?.owner ?? null;
  useDocumentTitle(name ? `${name}: live initiative` : 'Live initiative');

  const gone = live.gone ?? read.error;
  if (gone && !view) {
    return (
      <PageFrame>
        <GoneNotice message={gone} />
      </PageFrame>
    );
  }

  const encounter = view?.encounter;
  const canRequest = !tv && read.data && read.data.controlled.length > 0 && encounter && !encounter.finished;
  return (
    <PageFrame presence={view?.presence} rolls={live.rolls}>
      <div className={classes.pageHead}>
        <div className={classes.titles}>
          <h1 className={classes.title}>{name ?? 'Live initiative'}</h1>
          <p className={classes.subtitle}>
            {view?.live && <LiveBadge paused={!liveNow(view.presence, live.status)} />}
            {owner && <span>Game master: {owner}</span>}
          </p>
        </div>
        {!tv && (
          <div className={classes.actions}>
            {read.data && (
              <FollowButton
                campaignId={campaignId}
                campaignName={read.data.campaign.name}
                following={read.data.campaign.following}
                signedIn={read.data.signedIn}
                returnPath={followPath(userId, campaignId)}
                onChange={(following) =>
                  read.data && read.setData({ ...read.data, campaign: { ...read.data.campaign, following } })
                }
              />
            )}
            <a href={followPath(userId, campaignId, true)}>TV view</a>
          </div>
        )}
      </div>
      <ConnectionNote status={live.status} hasView={view !== null} problem={live.problem} />
      {view && <LiveBody view={view} />}
      {canRequest && read.data && (
        <RequestForm campaignId={campaignId} controlled={read.data.controlled} encounter={encounter} />
      )}
    </PageFrame>
  );
}
