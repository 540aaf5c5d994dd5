import { AbilityListSection } from './AbilityListSection.tsx';
import { AbilityScoresSection } from './AbilityScoresSection.tsx';
import { BasicsSection } from './BasicsSection.tsx';
import { DefensesSection } from './DefensesSection.tsx';
import { MovementSection } from './MovementSection.tsx';
import type { NpcSectionProps } from './npc-form-context.ts';

interface NpcFormSectionsProps extends NpcSectionProps {
  /** The fields that need an account (picture upload, companion of, sharing); left out for a visitor. */
  libraryFields?: boolean;
}

/** Every section of an NPC's stat block, in a stat block's order: the NPC editor's and the public creator's form. */
export function NpcFormSections({ form, libraryFields = true }: NpcFormSectionsProps) {
  return (
    <>
      <BasicsSection form={form} libraryFields={libraryFields} />
      <AbilityScoresSection form={form} />
      <DefensesSection form={form} />
      <MovementSection form={form} />
      <AbilityListSection form={form} section="special_abilities" title="Special abilities" noun="Special ability" />
      <AbilityListSection form={form} section="actions" title="Actions" noun="Action" />
      <AbilityListSection form={form} section="legendary_actions" title="Legendary actions" noun="Legendary action" />
      <AbilityListSection form={form} section="reactions" title="Reactions" noun="Reaction" />
    </>
  );
}
