/** The compendium's lists, as the API and the page addresses name them. */
export const COMPENDIUM_KINDS = ['monsters', 'spells', 'items', 'conditions', 'rules'] as const;

export type CompendiumKind = (typeof COMPENDIUM_KINDS)[number];

interface KindDetails {
  /** "Monsters", for headings. */
  plural: string;
  /** "monster", for sentences. */
  singular: string;
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
    singular: 'monster',
    blurb: 'Stat blocks with clickable attacks and damage, from goblins to ancient dragons.',
    descriptionLimit: 160,
  },
  spells: {
    plural: 'Spells',
    singular: 'spell',
    blurb: 'Every SRD spell with its level, school, classes, components and what it does at higher levels.',
    descriptionLimit: 134,
  },
  items: {
    plural: 'Items',
    singular: 'item',
    blurb: 'Weapons, armor, adventuring gear and magic items with their rarity.',
    descriptionLimit: 157,
  },
  conditions: {
    plural: 'Conditions',
    singular: 'condition',
    blurb: 'Blinded, grappled, stunned and the rest: what each condition does.',
    descriptionLimit: 131,
  },
  rules: {
    plural: 'Rules',
    singular: 'rule',
    blurb: 'The rules of play: combat, adventuring, spellcasting, ability checks and their sections.',
    descriptionLimit: 160,
  },
};

/** The page of one entry. Homebrew monsters live under /homebrew. */
export function entryPath(kind: CompendiumKind, url: string): string {
  return `/compendium/${kind}/${encodeURIComponent(url)}`;
}
