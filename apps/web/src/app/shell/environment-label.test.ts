import { describe, expect, it } from 'vitest';
import { environmentLabel } from './Header.tsx';

describe('environment chip', () => {
  it('is absent in a production build', () => {
    expect(environmentLabel({ PROD: true })).toBeUndefined();
  });

  it('says development in the dev server', () => {
    expect(environmentLabel({ PROD: false })).toBe('development');
  });

  it('shows a named environment such as staging, even in a production build', () => {
    expect(environmentLabel({ PROD: true, VITE_SKALD_ENV: 'staging' })).toBe('staging');
    expect(environmentLabel({ PROD: false, VITE_SKALD_ENV: 'production' })).toBeUndefined();
  });
});
