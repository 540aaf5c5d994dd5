import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentMeta, pageTitle } from './route-meta.ts';

const match = (handle: unknown) => ({ handle }) as UIMatch;

describe('route meta', () => {
  it('takes the deepest route that declares meta', () => {
    const meta = currentMeta([match(undefined), match({ meta: { access: 'login', title: 'Campaigns' } }), match({})]);
    expect(meta).toEqual({ access: 'login', title: 'Campaigns' });
  });

  it('falls back to a public page with the default title', () => {
    const meta = currentMeta([match(undefined)]);
    expect(meta.access).toBe('public');
    expect(pageTitle(meta)).toBe('Combat tracker for 5e | Skald');
  });

  it('suffixes page titles with the site name', () => {
    expect(pageTitle({ access: 'public', title: 'Compendium' })).toBe('Compendium | Skald');
  });
});
