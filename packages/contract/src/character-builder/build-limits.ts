/** The character builder's limits and sentences, zod-free so the browser reads them without loading zod. */

/** How many characters one user may keep in the builder (alpha: a handful is plenty). */
export const BUILDS_MAX = 20;
/** The most items a build's equipment lists. */
export const BUILD_EQUIPMENT_MAX = 60;
/** The most items added from the compendium besides the class's. */
export const BUILD_EXTRA_ITEMS_MAX = 30;
/** The hit dice a class may have. */
export const HIT_DICE = [6, 8, 10, 12] as const;
/** How ability scores were made: the standard array, point buy (27 points) or typed by hand. */
export const ABILITY_METHODS = ['standard', 'point-buy', 'manual'] as const;
export type AbilityMethod = (typeof ABILITY_METHODS)[number];

/** A build's racial bonuses before a race is chosen. */
export const NO_ABILITY_BONUSES = {
  strength: 0,
  dexterity: 0,
  constitution: 0,
  intelligence: 0,
  wisdom: 0,
  charisma: 0,
} as const;

export const BUILDER_MESSAGES = {
  /** Answered (403) to a signed-in user without the flag; the pages say the same. */
  alphaOnly:
    "The character builder is in alpha: it is open to administrators and to users whose contribute flag includes 'character-builder'.",
  notFound: 'No such character in your builder.',
  tooMany: `You already keep ${BUILDS_MAX} characters in the builder; delete one to start another.`,
  noSrd: 'The SRD races and classes are not available on this server: set SRD_DATA_DIR and restart.',
  pointBuy: 'Point buy spends at most 27 points, each score from 8 to 15.',
  standardArray: 'The standard array gives 15, 14, 13, 12, 10 and 8, each to one ability.',
} as const;
