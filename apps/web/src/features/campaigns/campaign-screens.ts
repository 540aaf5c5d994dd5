/** This feature's screens. */
export { CampaignListPage } from './CampaignListPage.tsx';
export { CampaignPage } from './CampaignPage.tsx';
