import { AbilitiesTab } from './AbilitiesTab.tsx';
import { ClassTab } from './ClassTab.tsx';
import { EquipmentTab } from './EquipmentTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { InfoTab } from './InfoTab.tsx';
import { RaceTab } from './RaceTab.tsx';
import type { TabProps } from './tab-props.ts';

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
