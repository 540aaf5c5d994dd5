/** This feature's screens. */
export { ImportPage } from './ImportPage.tsx';
export { MoveInPage } from './MoveInPage.tsx';
