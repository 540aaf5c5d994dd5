/** This feature's screens. */
export { ImportPage } from './ImportPage.tsx';
