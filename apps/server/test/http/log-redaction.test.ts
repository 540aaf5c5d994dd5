import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../../src/http/log-redaction.ts';

describe('loggableUrl', () => {
  it('hides reset tokens and sign-in codes, keeping the rest of the address', () => {
    expect(loggableUrl('/forgot-password?token=abc123')).toBe('/forgot-password?token=[redacted]');
    expect(loggableUrl('/api/auth/google/callback?code=xyz&state=s1&iss=https%3A%2F%2Fa')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fa',
    );
    expect(loggableUrl('/api/v1/monsters?name=orc&limit=5')).toBe('/api/v1/monsters?name=orc&limit=5');
    expect(loggableUrl('/demo?mytoken=1')).toBe('/demo?mytoken=1');
  });
});
