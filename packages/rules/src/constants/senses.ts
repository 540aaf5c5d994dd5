/** Special senses with a range in feet; passive perception is a score, not one of these. */
export const SENSES = ['blindsight', 'darkvision', 'tremorsense', 'truesight'] as const;

export type Sense = (typeof SENSES)[number];
