import { ALIGNMENTS } from '@skald/rules/constants/alignments';
import { isOneOf } from './one-of.ts';

/** 'chaotic evil' → 'chaotic_evil'; an alignment outside the eleven ("any non-good alignment") keeps its words. */
export function mapAlignment(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const id = trimmed.toLowerCase().replace(/\s+/g, '_');
  return isOneOf(ALIGNMENTS, id) ? id : trimmed;
}
