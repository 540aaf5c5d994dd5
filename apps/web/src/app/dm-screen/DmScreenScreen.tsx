import { CompendiumSearch } from '../../features/compendium/drawer/CompendiumDrawer.tsx';
import { ReferencePanel } from '../../features/compendium/reference/ReferencePanel.tsx';
import { DiceRoller } from '../../features/dice-roller/DiceRollerDrawer.tsx';
import { DmScreenPage } from '../../features/dm-screen/DmScreenPage.tsx';
import { InitiativePanel } from '../../features/dm-screen/InitiativePanel.tsx';
import { useActiveInitiative } from './use-active-initiative.ts';

/** /tools/dm-screen: the DM screen's panels filled by the features that own them, composed here. */
export function DmScreenScreen() {
  const initiative = useActiveInitiative();
  return (
    <DmScreenPage
      content={{
        initiative: <InitiativePanel source={initiative} />,
        dice: <DiceRoller focusOnOpen={false} />,
        conditions: <ReferencePanel kind="conditions" />,
        rules: <ReferencePanel kind="rules" />,
        compendium: <CompendiumSearch focusOnOpen={false} />,
      }}
    />
  );
}
