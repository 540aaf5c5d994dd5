import { NotBuiltYetPanel } from '../../components/NotBuiltYetPanel.tsx';

/** Compendium search drawer. */
export default function CompendiumDrawer() {
  return <NotBuiltYetPanel what="The compendium search" />;
}
