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

  it('refuses addresses that leave the site', () => {
    for (const away of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(redirectTarget(away)).toBe('/content');
    }
  });

  it('does not loop back to the account forms', () => {
    expect(redirectTarget('/sign-in?redirect=%2Fprofile')).toBe('/content');
    expect(redirectTarget('/sign-up')).toBe('/content');
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
