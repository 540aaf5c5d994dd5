import type { ContentKind, ContentOverview } from '@skald/contract/library/tier-routes';
import { IconBackpack, IconBell, IconFlame, IconMap, IconSkull, IconUser, IconUsers } from '@tabler/icons-react';
import type { ComponentType, CSSProperties } from 'react';

/** A kind of content the library keeps, where its list is, and how a tier counts it. */
export interface LibraryKind {
  kind: Exclude<ContentKind, 'encounters'>;
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number; style?: CSSProperties; 'aria-hidden'?: boolean }>;
}

/** Every counted kind, in the order the side menu lists them; encounters are counted per campaign. */
export const LIBRARY_KINDS: LibraryKind[] = [
  { kind: 'campaigns', label: 'Campaigns', to: '/content/campaigns', icon: IconMap },
  { kind: 'players', label: 'Players', to: '/content/players', icon: IconUsers },
  { kind: 'npcs', label: 'NPCs', to: '/content/npcs', icon: IconSkull },
  { kind: 'spells', label: 'Spells', to: '/content/spells', icon: IconFlame },
  { kind: 'reminders', label: 'Reminders', to: '/content/reminders', icon: IconBell },
  { kind: 'items', label: 'Items', to: '/content/items', icon: IconBackpack },
  { kind: 'characters', label: 'Characters', to: '/content/characters', icon: IconUser },
];

/** "3 of 20", or "3, unlimited" when the tier sets no limit. */
export function slotText(count: number, limit: number | null): string {
  return limit === null ? `${count}, unlimited` : `${count} of ${limit}`;
}

/** The kinds over their limit, named for a sentence: "Campaigns (5 of 2) and NPCs (25 of 20)". */
export function overLimitText(overview: ContentOverview): string {
  const names = overview.over.map((kind) => {
    const label = LIBRARY_KINDS.find((entry) => entry.kind === kind)?.label ?? 'Encounters';
    return `${label} (${slotText(overview.counts[kind], overview.tier.benefits[kind])})`;
  });
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
