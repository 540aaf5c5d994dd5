import type { ExpectedMonster } from './sample.ts';

/**
 * A stat block written for the blind test: invented before the reader's code was read, in the layouts and with
 * the messy copy an outside tester is likely to paste. `layout` is the group it is scored in ('json' for every
 * JSON format), `source` the site or tool it imitates.
 */
export interface BlindSample {
  title: string;
  layout: 'srd-text' | 'markdown' | 'srd-2024' | 'flattened' | 'json';
  source: string;
  text: string;
  expected: ExpectedMonster;
  /** How many lines are rightly left unread (page text around the block); none when absent. */
  unread?: number;
}
