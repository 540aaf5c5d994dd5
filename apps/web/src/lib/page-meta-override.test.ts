import { afterEach, describe, expect, it } from 'vitest';
import { currentPageMetaOverride, setPageMetaOverride } from './page-meta-override.ts';

const first = Symbol('first');
const second = Symbol('second');

describe('page meta override', () => {
  afterEach(() => {
    setPageMetaOverride(first, null);
    setPageMetaOverride(second, null);
  });

  it('is absent until a page registers one', () => {
    expect(currentPageMetaOverride()).toBeNull();
  });

  it('takes the newest registration, and falls back when it leaves', () => {
    setPageMetaOverride(first, { title: 'Goblin' });
    setPageMetaOverride(second, { title: 'Fireball', description: 'A bright streak' });
    expect(currentPageMetaOverride()).toEqual({ title: 'Fireball', description: 'A bright streak' });
    setPageMetaOverride(second, null);
    expect(currentPageMetaOverride()).toEqual({ title: 'Goblin' });
  });

  it('replaces a page’s own earlier registration in place', () => {
    setPageMetaOverride(first, { title: 'Loading' });
    setPageMetaOverride(first, { title: 'Goblin' });
    setPageMetaOverride(first, null);
    expect(currentPageMetaOverride()).toBeNull();
  });
});
