import { describe, expect, it } from 'vitest';
import { parseBlocks, parseInline } from './blocks.ts';

describe('parseBlocks', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseBlocks('One line\nstill one.\n\nTwo.')).toEqual([
      { type: 'paragraph', text: 'One line still one.' },
      { type: 'paragraph', text: 'Two.' },
    ]);
  });

  it('reads headings, lists and tables', () => {
    const text =
      '## Cover\n\nWalls help.\n- Half cover\n- Full cover\n\n| Cover | AC |\n|---|---|\n| Half | +2 |\n| Three-quarters | +5 |';
    expect(parseBlocks(text)).toEqual([
      { type: 'heading', depth: 2, text: 'Cover' },
      { type: 'paragraph', text: 'Walls help.' },
      { type: 'list', items: ['Half cover', 'Full cover'] },
      {
        type: 'table',
        header: ['Cover', 'AC'],
        rows: [
          ['Half', '+2'],
          ['Three-quarters', '+5'],
        ],
      },
    ]);
  });

  it('treats markup inside text as text: nothing becomes HTML', () => {
    expect(parseBlocks('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('gives nothing for empty text', () => {
    expect(parseBlocks('\n\n  \n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('finds bold, italic and both', () => {
    expect(parseInline('***Multiattack.*** The *dragon* makes **three** attacks.')).toEqual([
      { text: 'Multiattack.', bold: true, italic: true },
      { text: ' The ' },
      { text: 'dragon', italic: true },
      { text: ' makes ' },
      { text: 'three', bold: true },
      { text: ' attacks.' },
    ]);
  });

  it('leaves underscores inside words and unmatched markers alone', () => {
    expect(parseInline('a snake_case_word and 5 * 3')).toEqual([{ text: 'a snake_case_word and 5 * 3' }]);
  });
});
