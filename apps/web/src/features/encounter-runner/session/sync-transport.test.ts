import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { isPassingFailure, versionOf } from './sync-transport.ts';

describe('reaching the saved encounter', () => {
  it('tries again after an unreachable or struggling server, never after a refusal', () => {
    for (const status of [0, 408, 429, 500, 503]) expect(isPassingFailure(new ApiError(status, 'x'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413])
      expect(isPassingFailure(new ApiError(status, 'x'))).toBe(false);
    expect(isPassingFailure(new TypeError('a bug'))).toBe(false);
  });

  it('reads the version an event names, and ignores one it cannot read', () => {
    expect(versionOf('{"version":12}')).toBe(12);
    expect(versionOf('{"version":"12"}')).toBeNull();
    expect(versionOf('{"version":1.5}')).toBeNull();
    expect(versionOf('not json')).toBeNull();
  });
});
