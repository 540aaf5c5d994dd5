import type { AbilitySection } from '@skald/rules/monster/monster';

/**
 * Where a heading's entries go. Bonus actions have no section of their own in a monster: they join the
 * actions, where a GM running the fight looks, named "… (Bonus Action)". Mythic actions are used like
 * legendary ones. A lair's actions and regional effects are no entries of the creature: each heading becomes
 * one trait holding its text.
 */
export interface Heading {
  title: string;
  section: AbilitySection;
  bonus?: boolean;
  /** The whole section is one trait named by the heading. */
  whole?: boolean;
  /** "Legendary Actions (3)": how many a round. */
  count?: number;
}

const HEADINGS: Readonly<Record<string, Omit<Heading, 'title'>>> = {
  traits: { section: 'special_abilities' },
  'special traits': { section: 'special_abilities' },
  features: { section: 'special_abilities' },
  actions: { section: 'actions' },
  'bonus actions': { section: 'actions', bonus: true },
  reactions: { section: 'reactions' },
  'legendary actions': { section: 'legendary_actions' },
  'mythic actions': { section: 'legendary_actions' },
  'lair actions': { section: 'special_abilities', whole: true },
  'regional effects': { section: 'special_abilities', whole: true },
};

/**
 * The heading a whole line is ("Actions", "LEGENDARY ACTIONS", "Bonus Actions:"), if it is one; in a block
 * typed in lowercase (`lowercase`), "actions" too.
 */
export function headingOf(text: string, lowercase = false): Heading | undefined {
  if (text.length > 40) return undefined;
  // Homebrew sometimes writes the count with the heading: "Legendary Actions (3)", "Legendary Actions (3/Round)".
  const count = /\s*\((\d{1,2})(?:\/[a-z]+)?\)$/i.exec(text);
  const title = (count ? text.slice(0, count.index) : text).replace(/[:.]$/, '').trim();
  const heading = HEADINGS[title.toLowerCase()];
  if (!heading || !(lowercase || isCapitalised(title))) return undefined;
  return { title, ...heading, ...(count ? { count: Number(count[1]) } : {}) };
}

/** "Actions" or "ACTIONS", not "actions" inside a sentence. */
function isCapitalised(title: string): boolean {
  return /^[A-Z]/.test(title);
}

/**
 * A stat block typed in lowercase, as notes often are: a heading stands alone on its line in lowercase
 * ("actions"). Its entries' names are then lowercase too.
 */
export function typedInLowercase(lines: readonly { text: string }[]): boolean {
  return lines.some(({ text }) => text.length <= 40 && /^[a-z]/.test(text) && headingOf(text, true) !== undefined);
}

/** The headings a flattened copy runs into its text, longest first. */
export const HEADING_TITLES = Object.keys(HEADINGS).sort((a, b) => b.length - a.length);
