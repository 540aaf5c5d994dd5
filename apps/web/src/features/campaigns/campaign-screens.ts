/** This feature's screens; the ones still being built show the not-built page. */
export {
  NotBuiltYetPage as CampaignListPage,
  NotBuiltYetPage as CampaignPage,
} from '../../components/NotBuiltYetPage.tsx';
