/** This feature's screens; the ones still being built show the not-built page. */
export { NotBuiltYetPage as ManagePage, NotBuiltYetPage as FollowedPage } from '../../components/NotBuiltYetPage.tsx';
