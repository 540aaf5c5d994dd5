import type { Advancement } from '@skald/contract/library/campaign-record';

export const ADVANCEMENT_LABELS: Record<Advancement, string> = {
  milestone: 'Milestone',
  experience: 'Experience',
};
