export const CONDITIONS = [
  'blinded',
  'charmed',
  'deafened',
  'exhaustion',
  'frightened',
  'grappled',
  'incapacitated',
  'invisible',
  'paralyzed',
  'petrified',
  'poisoned',
  'prone',
  'restrained',
  'stunned',
  'unconscious',
] as const;

export type Condition = (typeof CONDITIONS)[number];

/** Exhaustion is the one condition with a level; the sixth level is death. */
export const EXHAUSTION_LEVELS = [1, 2, 3, 4, 5, 6] as const;

export type ExhaustionLevel = (typeof EXHAUSTION_LEVELS)[number];

export const EXHAUSTION_DEATH: ExhaustionLevel = 6;
