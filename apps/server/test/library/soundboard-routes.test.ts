import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Browser } from '../accounts/account-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';

const library = useLibraryApp();

const tavern = () => ({
  key: randomUUID(),
  name: 'Tavern murmur',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  kind: 'ambience',
});

describe(`the soundboard on ${testDatabaseName}`, () => {
  it('starts empty, is saved whole and read back, and is each user’s own', async () => {
    const gm = await newUser(library.app, library.database);
    expect((await gm.get('/api/library/soundboard')).json()).toEqual({ links: [] });

    const links = [
      tavern(),
      { key: randomUUID(), name: 'Battle', url: 'https://open.spotify.com/playlist/37i9dQZF1DX8Uebhn9wzrS' },
    ];
    const saved = await gm.request('PUT', '/api/library/soundboard', { links });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().links[1].kind).toBe('music');
    expect((await gm.get('/api/library/soundboard')).json().links.map((link: { name: string }) => link.name)).toEqual([
      'Tavern murmur',
      'Battle',
    ]);

    const other = await newUser(library.app, library.database);
    expect((await other.get('/api/library/soundboard')).json()).toEqual({ links: [] });
  });

  it('refuses a link that is not an https address, with a sentence, and keeps what was saved', async () => {
    const gm = await newUser(library.app, library.database);
    await gm.request('PUT', '/api/library/soundboard', { links: [tavern()] });
    for (const url of ['javascript:alert(1)', 'http://example.test/song', 'not a link']) {
      const refused = await gm.request('PUT', '/api/library/soundboard', { links: [{ ...tavern(), url }] });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message, url).toContain('The link must be a web address starting with https://');
    }
    expect((await gm.get('/api/library/soundboard')).json().links).toHaveLength(1);
  });

  it('asks for a sign-in', async () => {
    const anonymous = new Browser(library.app);
    expect((await anonymous.get('/api/library/soundboard')).statusCode).toBe(401);
  });
});
