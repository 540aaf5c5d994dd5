import { describe, expect, it } from 'vitest';
import { advantageFromClick } from './rolls-advantage.ts';

const click = (keys: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }>) => ({
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...keys,
});

describe('advantageFromClick', () => {
  it('Shift gives advantage, Ctrl or Cmd disadvantage, a plain click the chosen mode', () => {
    expect(advantageFromClick(click({ shiftKey: true }), 'disadvantage')).toBe('advantage');
    expect(advantageFromClick(click({ ctrlKey: true }))).toBe('disadvantage');
    expect(advantageFromClick(click({ metaKey: true }))).toBe('disadvantage');
    expect(advantageFromClick(click({}), 'advantage')).toBe('advantage');
    expect(advantageFromClick(click({}))).toBe('normal');
  });
});
