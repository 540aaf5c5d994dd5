import { describe, expect, it } from 'vitest';
import { changeTier } from '../../src/modules/admin/account-tier.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';

const library = useLibraryApp();

describe(`npm run admin -- tier on ${testDatabaseName}`, () => {
  it('puts an account on a tier its overview then shows, and back on the default one', async () => {
    const gm = await newUser(library.app, library.database);
    expect(await changeTier(library.database.db, gm.email.toUpperCase(), 'noble')).toMatchObject({
      user: { tierId: 'noble' },
    });
    expect((await gm.get('/api/me/overview')).json().tier).toMatchObject({ id: 'noble', name: 'Noble' });

    expect(await changeTier(library.database.db, gm.email, 'default')).toMatchObject({ user: { tierId: null } });
    expect((await gm.get('/api/me/overview')).json().tier).toMatchObject({ id: 'free' });
  });

  it('says which is missing, the tier or the account, and changes nothing', async () => {
    const gm = await newUser(library.app, library.database, { tierId: 'deity' });
    expect(await changeTier(library.database.db, gm.email, 'archmage')).toEqual({ missing: 'tier' });
    expect(await changeTier(library.database.db, 'nobody@example.test', 'free')).toEqual({ missing: 'account' });
    expect((await gm.get('/api/me/overview')).json().tier.id).toBe('deity');
  });
});
