import type { FollowerPresence, FollowerView } from '@skald/contract/live/follower-view';
import type { FollowerVisibility } from '@skald/rules/encounter/follower-visibility';
import { type EncounterToProject, projectEncounter } from './project-encounter.ts';
import { type PartyMemberToProject, projectParty } from './project-party.ts';

/** Everything a followed campaign's view is made of, read by `loadFollowerView`. */
export interface ViewToProject {
  campaign: {
    id: string;
    name: string;
    background: string;
    followerVisibility: FollowerVisibility;
    party: PartyMemberToProject[];
  };
  /** The GM's username, or null. */
  owner: string | null;
  /** Whether this campaign is the one broadcasting. */
  live: boolean;
  presence: FollowerPresence;
  /** The encounter run live, or null for the overview. */
  encounter: EncounterToProject | null;
}

/**
 * The follower view of one campaign (issue 14): pure, so every follower of the campaign is sent the same
 * bytes. Nothing in it is null; what followers may not see is absent.
 */
export function projectView(input: ViewToProject, secret: string): FollowerView {
  const { campaign } = input;
  const sides = campaign.followerVisibility;
  const view: FollowerView = {
    campaign: { id: campaign.id, name: campaign.name, background: campaign.background },
    live: input.live,
    presence: input.presence,
  };
  if (input.owner !== null) view.owner = input.owner;
  if (input.live && input.encounter) view.encounter = projectEncounter(input.encounter, sides, secret);
  else view.campaign.party = projectParty(campaign.party, sides.players);
  return view;
}
