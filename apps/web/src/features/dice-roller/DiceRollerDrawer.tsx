import { NotBuiltYetPanel } from '../../components/NotBuiltYetPanel.tsx';

/** Dice roller drawer. */
export default function DiceRollerDrawer() {
  return <NotBuiltYetPanel what="The dice roller" />;
}
