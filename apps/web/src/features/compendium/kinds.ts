import type { CompendiumKind } from '@skald/contract/compendium-kinds';

/** How the pages name and describe each kind; the API's own words for it are in the contract. */
interface KindDetails {
  /** "Monsters", for headings. */
  plural: string;
  /** What the index page says the list holds. */
  blurb: string;
  /**
   * The longest meta description a page of this kind gets (content.md §9); rules follow monsters, the
   * most generous, since the specification names none for them.
   */
  descriptionLimit: number;
}

export const KIND_DETAILS: Readonly<Record<CompendiumKind, KindDetails>> = {
  monsters: {
    plural: 'Monsters',
    blurb: 'Stat blocks with clickable attacks and damage, from goblins to ancient dragons.',
    descriptionLimit: 160,
  },
  spells: {
    plural: 'Spells',
    blurb: 'Every SRD spell with its level, school, classes, components and what it does at higher levels.',
    descriptionLimit: 134,
  },
  items: {
    plural: 'Items',
    blurb: 'Weapons, armor, adventuring gear and magic items with their rarity.',
    descriptionLimit: 157,
  },
  conditions: {
    plural: 'Conditions',
    blurb: 'Blinded, grappled, stunned and the rest: what each condition does.',
    descriptionLimit: 131,
  },
  rules: {
    plural: 'Rules',
    blurb: 'The rules of play: combat, adventuring, spellcasting, ability checks and their sections.',
    descriptionLimit: 160,
  },
};

/** The page of one entry. Homebrew monsters live under /homebrew. */
export function entryPath(kind: CompendiumKind, url: string): string {
  return `/compendium/${kind}/${encodeURIComponent(url)}`;
}
