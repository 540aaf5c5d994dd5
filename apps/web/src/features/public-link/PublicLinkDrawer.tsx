import { NotBuiltYetPanel } from '../../components/NotBuiltYetPanel.tsx';

/** Public initiative link drawer. */
export default function PublicLinkDrawer() {
  return <NotBuiltYetPanel what="The public initiative link" />;
}
