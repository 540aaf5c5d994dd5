import type { Inventory } from '@skald/contract/library/campaign-record';
import type { FollowerView } from '@skald/contract/live/follower-view';
import type { CommittedEncounter } from '../../encounters/public.ts';
import { followerRewards } from './follower-rewards.ts';
import { projectView, type ViewToProject } from './project-view.ts';

/** The view of a followed campaign, as read; `withEncounter` shows a newer committed row of its encounter. */
export type LoadedFollowerView =
  | {
      campaignId: string;
      /** The encounter shown, and the version of it read (null for the overview). */
      encounterId: string | null;
      encounterVersion: number | null;
      view: FollowerView;
      /**
       * The same view with a newer committed row of the encounter it shows, everything else as read here;
       * undefined for a row this view does not show (another encounter, or the overview).
       */
      withEncounter(committed: CommittedEncounter): FollowerView | undefined;
    }
  | { gone: string };

/** Everything of a view but its encounter's row: the campaign, its owner, the broadcast and the party's names. */
export interface ViewSettings {
  campaignId: string;
  campaign: ViewToProject['campaign'];
  owner: string | null;
  live: boolean;
  presence: ViewToProject['presence'];
  /** The encounter the broadcast shows, when live. */
  encounterId: string | null;
  names: ReadonlyMap<string, string>;
}

type ShownEncounter = Pick<CommittedEncounter, 'id' | 'version' | 'state' | 'awards' | 'loot' | 'weather'>;

/** The view of `settings` with `encounter` (its row, or null for the overview). */
function viewOf(settings: ViewSettings, encounter: ShownEncounter | null, secret: string): FollowerView {
  const { campaign, owner, live, presence, names } = settings;
  const shown = encounter && {
    id: encounter.id,
    state: encounter.state,
    weather: encounter.weather,
    rewards: followerRewards(encounter.awards, encounter.loot as Inventory, names),
  };
  return projectView({ campaign, owner, live, presence, encounter: shown }, secret);
}

/** A read's answer: its view, and its settings kept to show newer committed rows of the encounter read. */
export function loaded(settings: ViewSettings, encounter: ShownEncounter | null, secret: string): LoadedFollowerView {
  return {
    campaignId: settings.campaignId,
    encounterId: encounter?.id ?? null,
    encounterVersion: encounter?.version ?? null,
    view: viewOf(settings, encounter, secret),
    withEncounter: (committed) =>
      settings.live && committed.id === settings.encounterId && committed.campaignId === settings.campaignId
        ? viewOf(settings, committed, secret)
        : undefined,
  };
}
