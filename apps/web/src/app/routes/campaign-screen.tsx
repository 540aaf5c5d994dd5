import { CampaignPage } from '../../features/campaigns/campaign-screens.ts';
import CompendiumDrawer from '../../features/compendium/drawer/CompendiumDrawer.tsx';

/** The campaign runner with the compendium search as one of its tabs: two features composed here. */
export function CampaignScreen() {
  return <CampaignPage compendium={<CompendiumDrawer />} />;
}
