import { campaignRoutes } from '@skald/contract/library/campaign-record';
import { useRouteQuery } from './route-queries.ts';

/** The user's campaigns as choices (a player's, an import's), by name (the first page of 15; few GMs run more). */
export function useCampaignChoices(): { value: string; label: string }[] {
  const campaigns = useRouteQuery(campaignRoutes.list, { query: { sort: 'name', page: 1 } });
  return (campaigns.data?.results ?? []).map((campaign) => ({
    value: String(campaign.id),
    label: String(campaign.name),
  }));
}
