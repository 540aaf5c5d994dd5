import { SPELL_LEVELS } from '@skald/contract/compendium-kinds';
import { ITEM_KINDS, ITEM_RARITIES, type ItemKind } from '@skald/contract/compendium-records';
import { ALIGNMENTS } from '@skald/rules/constants/alignments';
import { CHALLENGE_RATING_DETAILS, CHALLENGE_RATINGS } from '@skald/rules/constants/challenge-ratings';
import { MONSTER_TYPES } from '@skald/rules/constants/monster-types';
import { SIZES } from '@skald/rules/constants/sizes';
import { SPELL_SCHOOLS, SPELLCASTING_CLASSES } from '@skald/rules/constants/spells';
import { sentenceCase, spellLevelLabel } from '../../../lib/labels.ts';

export interface FilterOption {
  value: string;
  label: string;
}

const fromIds = (ids: readonly string[]): FilterOption[] => ids.map((id) => ({ value: id, label: sentenceCase(id) }));

const ITEM_KIND_LABELS: Readonly<Record<ItemKind, string>> = { magic_item: 'Magic items', equipment: 'Equipment' };

export const filterOptions = {
  type: fromIds(MONSTER_TYPES),
  size: fromIds(SIZES),
  alignment: fromIds(ALIGNMENTS),
  level: SPELL_LEVELS.map((level) => ({ value: String(level), label: spellLevelLabel(level) })),
  school: fromIds(SPELL_SCHOOLS),
  class: fromIds(SPELLCASTING_CLASSES),
  kind: ITEM_KINDS.map((kind) => ({ value: kind, label: ITEM_KIND_LABELS[kind] })),
  rarity: fromIds(ITEM_RARITIES),
} satisfies Record<string, FilterOption[]>;

export type MultiFilterKey = keyof typeof filterOptions;

/** Challenge ratings as the range selects offer them: '1/8' shown, 0.125 sent. */
export const challengeRatingOptions: FilterOption[] = CHALLENGE_RATINGS.map((rating) => ({
  value: String(rating),
  label: CHALLENGE_RATING_DETAILS[rating].label,
}));
