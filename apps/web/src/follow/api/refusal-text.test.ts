import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { refusalText } from './refusal-text.ts';

describe('a refusal in words', () => {
  it('drops the field a body check names first, and keeps every other sentence whole', () => {
    expect(refusalText(new ApiError(400, 'targets: Choose at least one target.'), 'x')).toBe(
      'Choose at least one target.',
    );
    expect(refusalText(new ApiError(400, 'targets.0: Too long.'), 'x')).toBe('Too long.');
    expect(refusalText(new ApiError(403, 'You do not control that player in this campaign.'), 'x')).toBe(
      'You do not control that player in this campaign.',
    );
    expect(refusalText(new ApiError(400, 'Unknown field "x".'), 'x')).toBe('Unknown field "x".');
  });

  it('falls back when there is no sentence', () => {
    expect(refusalText('boom', 'The request could not be sent.')).toBe('The request could not be sent.');
  });
});
