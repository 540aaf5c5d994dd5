/** The nine moral alignments, then the two a stat block uses when a creature has none or any. */
export const ALIGNMENTS = [
  'lawful_good',
  'neutral_good',
  'chaotic_good',
  'lawful_neutral',
  'neutral',
  'chaotic_neutral',
  'lawful_evil',
  'neutral_evil',
  'chaotic_evil',
  'unaligned',
  'any_alignment',
] as const;

export type Alignment = (typeof ALIGNMENTS)[number];
