import { credentialsSchema, setUsernameSchema } from '@skald/contract/account';
import { describe, expect, it } from 'vitest';
import { checkForm } from './form-check.ts';

describe('checkForm', () => {
  it('answers the parsed data when the values pass', () => {
    expect(checkForm(credentialsSchema, { email: ' Ada@Example.com ', password: 'long enough' })).toEqual({
      ok: true,
      data: { email: 'ada@example.com', password: 'long enough' },
    });
  });

  it('keeps one sentence per field, the first the schema gives', () => {
    expect(checkForm(credentialsSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Email is required.', password: 'Password is required.' },
    });
  });

  it('says what the username rule is', () => {
    const check = checkForm(setUsernameSchema, { username: 'two words' });
    expect(check).toEqual({
      ok: false,
      errors: { username: 'A username may only contain letters, numbers, dashes and underscores.' },
    });
  });
});
