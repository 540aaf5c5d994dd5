import type { Monster } from '@skald/rules/monster/monster';
import type { TextLayout } from '../text/read-text-stat-block.ts';
import { render2024Text } from './render-2024-text.ts';
import { renderMarkdown } from './render-markdown.ts';
import { renderFlattenedText, renderSrdText } from './render-srd-text.ts';

/** A monster written as text in one of the layouts the reader reads ("Copy as text" in the monster creator). */
export function renderStatBlock(monster: Monster, layout: TextLayout): string {
  switch (layout) {
    case 'srd-text':
      return renderSrdText(monster);
    case 'markdown':
      return renderMarkdown(monster);
    case 'srd-2024':
      return render2024Text(monster);
    case 'flattened':
      return renderFlattenedText(monster);
  }
}
