// @vitest-environment jsdom
import { HOSTILE_REDIRECTS, SAME_SITE_ODDITIES } from '@skald/testing/hostile-redirects';
import { describe, expect, it } from 'vitest';
import { redirectTarget, withRedirect } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('follows a page of this site, query included', () => {
    expect(redirectTarget('/content/npcs?page=2')).toBe('/content/npcs?page=2');
  });

  it('lands on /content without a redirect', () => {
    expect(redirectTarget(null)).toBe('/content');
    expect(redirectTarget('')).toBe('/content');
  });

  it('refuses every hostile redirect (tabs, newlines, backslashes, other hosts, schemes, NUL, very long)', () => {
    for (const away of HOSTILE_REDIRECTS) expect(redirectTarget(away), JSON.stringify(away)).toBe('/content');
  });

  it('keeps odd paths that stay on this site, as the browser would resolve them', () => {
    for (const [value, kept] of Object.entries(SAME_SITE_ODDITIES)) expect(redirectTarget(value)).toBe(kept);
  });

  it('resolves against the page’s own origin', () => {
    expect(redirectTarget('/content?x=1', '/content', 'https://skald.example')).toBe('/content?x=1');
    expect(redirectTarget('/\t/skald.example', '/profile', 'https://skald.example')).toBe('/profile');
  });

  it('does not loop back to the account forms', () => {
    expect(redirectTarget('/sign-in?redirect=%2Fprofile')).toBe('/content');
    expect(redirectTarget('/sign-up')).toBe('/content');
    expect(redirectTarget('/./sign-in')).toBe('/content');
    expect(redirectTarget('/sign-ins-are-fun')).toBe('/sign-ins-are-fun');
  });

  it('uses the caller’s fallback', () => {
    expect(redirectTarget(null, '/profile')).toBe('/profile');
  });
});

describe('withRedirect', () => {
  it('encodes the target into the address', () => {
    expect(withRedirect('/set-username', '/content?x=1&y=2')).toBe('/set-username?redirect=%2Fcontent%3Fx%3D1%26y%3D2');
  });
});
