import { useEffect } from 'react';
import { readFollowRoute } from './follow-route.ts';
import { CampaignPage } from './pages/CampaignPage.tsx';
import { GoneNotice } from './pages/GoneNotice.tsx';
import { PageFrame } from './pages/PageFrame.tsx';
import { UserPage } from './pages/UserPage.tsx';

/** The follow pages' whole app: the address picks the user's page or a campaign's, `?tv` the table's screen. */
export function FollowApp() {
  const route = readFollowRoute(window.location.pathname, window.location.search);
  const tv = route?.tv ?? false;
  useEffect(() => {
    document.documentElement.classList.toggle('tv', tv);
  }, [tv]);
  if (!route) {
    return (
      <PageFrame>
        <GoneNotice message="This address names no user to follow." />
      </PageFrame>
    );
  }
  return route.campaignId ? (
    <CampaignPage userId={route.userId} campaignId={route.campaignId} tv={tv} />
  ) : (
    <UserPage userId={route.userId} tv={tv} />
  );
}
