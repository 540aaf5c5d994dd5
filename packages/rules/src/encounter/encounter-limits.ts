/**
 * How large an encounter and what arrives in its commands may be. Commands come over the network (a
 * runner's sync, a builder's save), so the engine holds every one of them to these bounds: a batch, an
 * offline queue or a hostile client gets no further than the builder's form.
 */

/** The most combatants one encounter holds. */
export const MAX_ENCOUNTER_ENTITIES = 200;

/** A combatant's key, a reminder's key: the runner makes short ones. */
export const MAX_KEY_LENGTH = 100;

/** A combatant's name, an ability's or a reminder's title: the library's names are at most 100 characters. */
export const MAX_NAME_LENGTH = 100;

/** Any other text a combatant carries (an ability's description, a reminder's note): a library description's length. */
export const MAX_TEXT_LENGTH = 10_000;

/**
 * Hit points, a hit or a heal, armor class, initiative, rounds: far past anything in play (the largest
 * stat block has 9,999 hit points at most), yet small enough that meters summed over any fight stay exact.
 */
export const MAX_GAME_NUMBER = 1_000_000;

/**
 * A combatant's stat block: how many entries a list holds, how deeply its parts nest, and how much text it
 * carries in all (the longest SRD stat block is some 8,000 characters with its field names), so a full
 * encounter stays within 4 MB, which every command reads and writes back.
 */
export const ENTITY_DATA_LIMITS = { items: 100, depth: 8, total: 20_000 } as const;

export const ENCOUNTER_LIMIT_MESSAGES = {
  tooManyCombatants: `An encounter holds at most ${MAX_ENCOUNTER_ENTITIES} combatants.`,
} as const;
