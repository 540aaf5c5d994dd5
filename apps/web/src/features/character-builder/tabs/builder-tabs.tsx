import type { CharacterBuild } from '@skald/contract/character-builder/build-record';
import type { BuilderOptions } from '@skald/contract/character-builder/builder-options';
import { AbilitiesTab } from './AbilitiesTab.tsx';
import { ClassTab } from './ClassTab.tsx';
import { EquipmentTab } from './EquipmentTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { InfoTab } from './InfoTab.tsx';
import { RaceTab } from './RaceTab.tsx';

/** The six tabs of content.md §2, each its own address under /content/character-builder/{id}. */
export const BUILDER_TABS = [
  { value: 'general', label: 'General' },
  { value: 'info', label: 'Info' },
  { value: 'race', label: 'Race' },
  { value: 'class', label: 'Class' },
  { value: 'abilities', label: 'Abilities' },
  { value: 'equipment', label: 'Equipment' },
] as const;
export type BuilderTab = (typeof BUILDER_TABS)[number]['value'];

/** What every tab is given: the build, the SRD's choices, and how to change the build. */
export interface TabProps {
  build: CharacterBuild;
  options: BuilderOptions;
  change: (update: (build: CharacterBuild) => CharacterBuild) => void;
}

const PANELS = {
  general: GeneralTab,
  info: InfoTab,
  race: RaceTab,
  class: ClassTab,
  abilities: AbilitiesTab,
  equipment: EquipmentTab,
} satisfies Record<BuilderTab, (props: TabProps) => unknown>;

export function TabPanel({ tab, ...props }: TabProps & { tab: BuilderTab }) {
  const Panel = PANELS[tab];
  return <Panel {...props} />;
}
