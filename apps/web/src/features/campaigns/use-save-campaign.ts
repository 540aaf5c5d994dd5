import type { RouteAnswer } from '@skald/contract/api/api-route';
import { type CampaignRecordInput, campaignRoutes } from '@skald/contract/library/campaign-record';
import { useRouteMutation } from '../../lib/api/route-queries.ts';

export type StoredCampaign = RouteAnswer<typeof campaignRoutes.read>;

/** A stored campaign as a record to send back: what the server adds to it left out. */
export function campaignRecord(campaign: StoredCampaign): CampaignRecordInput {
  const { id: _id, created: _created, updated: _updated, ...record } = campaign;
  return record;
}

/**
 * Saves a campaign whole: the latest stored record with `changes` over it, so each tab's save keeps what
 * the others saved.
 */
export function useSaveCampaign(campaign: StoredCampaign) {
  const replace = useRouteMutation(campaignRoutes.replace, ['/api/library/campaigns']);
  const save = (changes: Partial<CampaignRecordInput>) =>
    replace.mutateAsync({ params: { id: campaign.id }, body: { ...campaignRecord(campaign), ...changes } });
  return { save, saving: replace.isPending, error: replace.error };
}
