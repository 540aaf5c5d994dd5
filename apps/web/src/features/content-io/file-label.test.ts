import { describe, expect, it } from 'vitest';
import { fileSentence } from './file-label.ts';

describe('fileSentence', () => {
  it('says what one file or record is, and what a list holds', () => {
    expect(fileSentence('a Shieldmaiden export (version 2)')).toBe('This is a Shieldmaiden export (version 2).');
    expect(fileSentence('an Improved Initiative stat block')).toBe('This is an Improved Initiative stat block.');
    expect(fileSentence('3 Open5e monsters')).toBe('The file holds 3 Open5e monsters.');
    expect(fileSentence('1 5e-database monster')).toBe('The file holds 1 5e-database monster.');
  });
});
