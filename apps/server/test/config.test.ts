import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';

const cwd = '/srv/skald';

function configError(env: Record<string, string>): ConfigError {
  try {
    readConfig(env, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`);
}

describe('readConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = readConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(resolve(cwd, 'data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: resolve(cwd, 'data', 'db') });
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.logLevel).toBe('info');
    expect(config.srdDataDir).toBeUndefined();
  });

  it('reads SRD_DATA_DIR as a folder, relative to the working directory', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    expect(readConfig({ SRD_DATA_DIR: 'compendium/fixtures' }, here).srdDataDir).toBe(
      resolve(here, 'compendium/fixtures'),
    );
  });

  it('resolves a relative DATA_DIR against the working directory and keeps PGlite inside it', () => {
    const config = readConfig({ DATA_DIR: 'state/skald' }, cwd);
    expect(config.dataDir).toBe('/srv/skald/state/skald');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/skald/state/skald/db' });
  });

  it('reads PORT and HOST', () => {
    const config = readConfig({ PORT: '8080', HOST: '0.0.0.0' }, cwd);
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
  });

  it('chooses PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://skald:secret@db.internal:5432/skald';
    expect(readConfig({ DATABASE_URL: url }, cwd).database).toEqual({ kind: 'postgres', url });
    expect(readConfig({ DATABASE_URL: 'postgresql://db/skald' }, cwd).database.kind).toBe('postgres');
  });

  const badValues: [variable: string, value: string][] = [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'foo'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'ftp://x'],
    ['LOG_LEVEL', 'loud'],
    ['SRD_DATA_DIR', '/nonexistent/skald/srd'],
    // A file where a folder belongs.
    ['SRD_DATA_DIR', fileURLToPath(import.meta.url)],
    ['SMTP_URL', 'mail.example.org'],
    ['SMTP_URL', 'https://mail.example.org'],
    ['SIGN_IN_FAILURES_PER_ACCOUNT', '0'],
    ['SIGN_IN_ATTEMPTS_PER_ADDRESS', 'many'],
  ];
  for (const [variable, value] of badValues) {
    it(`rejects ${variable}=${value} with a ConfigError naming ${variable}`, () => {
      const error = configError({ [variable]: value });
      expect(error.variable).toBe(variable);
      expect(error.message.startsWith(`${variable}: `)).toBe(true);
    });
  }

  describe('accounts', () => {
    it('has no Google, no SMTP and no admins by default, and the production hash and limits', () => {
      const config = readConfig({}, cwd);
      expect(config.google).toBeUndefined();
      expect(config.smtp).toBeUndefined();
      expect(config.adminEmails).toEqual([]);
      expect(config.passwordHash).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
      expect(config.attemptLimits).toEqual({
        failuresPerAccount: 10,
        attemptsPerAddress: 30,
        accountRequestsPerAddress: 20,
        resetsPerAccount: 3,
        controlGivesPerAccount: 10,
        controlGivesPerAddress: 30,
        windowMinutes: 15,
      });
      expect(config.trustProxy).toBe(false);
    });

    it('offers Google with both the client id and secret, at Google unless GOOGLE_ISSUER_URL says otherwise', () => {
      const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
      expect(readConfig(google, cwd).google).toEqual({
        issuerUrl: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 'secret',
      });
      expect(readConfig({ ...google, GOOGLE_ISSUER_URL: 'http://127.0.0.1:9000' }, cwd).google?.issuerUrl).toBe(
        'http://127.0.0.1:9000',
      );
      expect(configError({ GOOGLE_CLIENT_ID: 'id' }).variable).toBe('GOOGLE_CLIENT_SECRET');
      expect(configError({ GOOGLE_CLIENT_SECRET: 'secret' }).variable).toBe('GOOGLE_CLIENT_ID');
      expect(configError({ ...google, GOOGLE_ISSUER_URL: 'accounts' }).variable).toBe('GOOGLE_ISSUER_URL');
    });

    it('reads SMTP_URL, with SMTP_FROM defaulting to no-reply at the public address', () => {
      const env = { SMTP_URL: 'smtp://user:pass@mail.example.org:587', PUBLIC_URL: 'https://skald.example.org' };
      expect(readConfig(env, cwd).smtp).toEqual({
        url: 'smtp://user:pass@mail.example.org:587',
        from: 'Skald <no-reply@skald.example.org>',
      });
      expect(readConfig({ ...env, SMTP_FROM: 'GM <gm@example.org>' }, cwd).smtp?.from).toBe('GM <gm@example.org>');
    });

    it('reads the per-address caps of live sockets and connections', () => {
      expect(readConfig({}, cwd)).toMatchObject({ liveSocketsPerAddress: 64, connectionsPerAddress: 256 });
      const lifted = readConfig({ LIVE_SOCKETS_PER_ADDRESS: '2000', CONNECTIONS_PER_ADDRESS: '3000' }, cwd);
      expect(lifted).toMatchObject({ liveSocketsPerAddress: 2000, connectionsPerAddress: 3000 });
      expect(configError({ LIVE_SOCKETS_PER_ADDRESS: '0' }).variable).toBe('LIVE_SOCKETS_PER_ADDRESS');
      expect(configError({ CONNECTIONS_PER_ADDRESS: 'lots' }).variable).toBe('CONNECTIONS_PER_ADDRESS');
    });

    it('reads ADMIN_EMAILS as a lowercased, comma-separated list, and the sign-in limits', () => {
      const config = readConfig(
        {
          ADMIN_EMAILS: ' Boss@Example.org, ,second@example.org ',
          SIGN_IN_FAILURES_PER_ACCOUNT: '5',
          SIGN_IN_ATTEMPTS_PER_ADDRESS: '100000',
          ACCOUNT_REQUESTS_PER_ADDRESS: '50',
          CONTROL_GIVES_PER_ADDRESS: '70',
        },
        cwd,
      );
      expect(config.adminEmails).toEqual(['boss@example.org', 'second@example.org']);
      expect(config.attemptLimits).toMatchObject({
        failuresPerAccount: 5,
        attemptsPerAddress: 100_000,
        accountRequestsPerAddress: 50,
        controlGivesPerAddress: 70,
      });
      expect(configError({ ACCOUNT_REQUESTS_PER_ADDRESS: 'many' }).variable).toBe('ACCOUNT_REQUESTS_PER_ADDRESS');
    });

    it('reads TRUST_PROXY as true, a number of proxies, or proxy addresses and ranges', () => {
      expect(readConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
      expect(readConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true);
      expect(readConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2);
      expect(readConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,fd00::/8' }, cwd).trustProxy).toEqual([
        '10.0.0.1',
        '172.16.0.0/12',
        'fd00::/8',
      ]);
      for (const wrong of ['yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129']) {
        const error = configError({ TRUST_PROXY: wrong });
        expect(error.variable).toBe('TRUST_PROXY');
        expect(error.message).toContain('proxy addresses such as');
      }
    });
  });
});
