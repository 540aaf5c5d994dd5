/** This feature's screens: /content/manage and /content/followed. */
export { FollowedPage } from './FollowedPage.tsx';
export { ManagePage } from './ManagePage.tsx';
