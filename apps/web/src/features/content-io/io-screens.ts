/** This feature's screens; the ones still being built show the not-built page. */
export { NotBuiltYetPage as ImportPage } from '../../components/NotBuiltYetPage.tsx';
