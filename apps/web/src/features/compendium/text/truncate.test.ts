import { describe, expect, it } from 'vitest';
import { plainText, truncateText } from './truncate.ts';

describe('truncateText', () => {
  it('leaves short text whole, with its spaces tidied', () => {
    expect(truncateText('  A small   goblin. ', 160)).toBe('A small goblin.');
  });

  it('never exceeds the limit, the ellipsis included', () => {
    const text = 'word '.repeat(100);
    for (const max of [160, 157, 134, 131, 20, 2, 1]) {
      expect(truncateText(text, max).length).toBeLessThanOrEqual(max);
    }
  });

  it('cuts at a word boundary and trims trailing punctuation before the ellipsis', () => {
    expect(truncateText('A bright streak flashes from your pointing finger, to a point.', 52)).toBe(
      'A bright streak flashes from your pointing finger…',
    );
  });

  it('cuts inside a word when the last space is too far back', () => {
    expect(truncateText(`a ${'x'.repeat(50)}`, 20)).toBe(`a ${'x'.repeat(17)}…`);
  });

  it('gives exactly the limit for the content.md lengths on long text', () => {
    const long = 'The dragon exhales fire in a cone. '.repeat(20);
    expect(truncateText(long, 160).length).toBeLessThanOrEqual(160);
    expect(truncateText(long, 160).endsWith('…')).toBe(true);
  });
});

describe('plainText', () => {
  it('strips headings, list markers, table rules and emphasis', () => {
    const markdown = '## Cover\n\n- A *blinded* creature **can’t** see.\n\n| d6 | Effect |\n|---|---|\n| 1 | Fire |';
    expect(plainText(markdown)).toBe('Cover A blinded creature can’t see. d6, Effect 1, Fire');
  });

  it('keeps snake_case and lone asterisks as written', () => {
    expect(plainText('costs 5 * 2 gp')).toBe('costs 5 * 2 gp');
  });
});
