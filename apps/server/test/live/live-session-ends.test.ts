import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { passwordResets } from '../../src/modules/auth/auth-tables.ts';
import { hashToken, newToken } from '../../src/modules/auth/token-hash.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { encountersOf, newEncounter, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import { goLive, LiveClient, liveGm, useLiveServer } from './live-test-kit.ts';
import { expectClosedFor, gmInTwoSessions, openEventStream, originOf } from './session-test-kit.ts';

const context = useLiveServer();

/** Long enough for a close that was going to come to have come. */
const SETTLE_MS = 400;

describe(`an ended session ends its host socket and event streams, on ${testDatabaseName}`, () => {
  it('signing out closes that session’s host socket and stream, and leaves the other session’s open', async () => {
    const { first, other, path } = await gmInTwoSessions(context.app, context.database, context.url);
    const out = await first.browser.post('/api/auth/sign-out');
    expect(out.statusCode, out.body).toBeLessThan(300);
    await expectClosedFor(first.host, 'signed-out');
    await first.stream.end();

    await other.host.quietFor(SETTLE_MS);
    expect(other.host.ws.readyState).toBe(WebSocket.OPEN);
    // The other session's stream still hears the fight.
    await sync(other.browser, path, 0, [queued({ type: 'start' })]);
    await expect.poll(() => other.stream.text()).toContain('data: {"version":1}');
    expect(other.stream.ended()).toBe(false);
    other.host.close();
    other.stream.close();
  });

  it('a password change closes every other session’s host socket and stream, not its own', async () => {
    const { first, other } = await gmInTwoSessions(context.app, context.database, context.url);
    const changed = await first.browser.post('/api/me/password', {
      currentPassword: 'correct horse battery',
      newPassword: 'another horse battery staple',
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    await expectClosedFor(other.host, 'password-changed');
    await other.stream.end();
    await first.host.quietFor(SETTLE_MS);
    expect(first.host.ws.readyState).toBe(WebSocket.OPEN);
    expect(first.stream.ended()).toBe(false);
    first.host.close();
    first.stream.close();
  });

  it('a password reset by mailed link closes every session’s host socket and stream', async () => {
    const { gm, first, other } = await gmInTwoSessions(context.app, context.database, context.url);
    // The link the account's inbox got (its mail is the password reset suite's subject).
    const token = newToken();
    const expires = new Date(Date.now() + 60 * 60 * 1000);
    await context.database.db
      .insert(passwordResets)
      .values({ tokenHash: hashToken(token), userId: gm.userId, expires });
    const reset = await new Browser(context.app).post('/api/auth/reset-password', {
      token,
      password: 'another horse battery staple',
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    for (const { host, stream } of [first, other]) {
      await expectClosedFor(host, 'password-changed');
      await stream.end();
    }
  });

  it('deleting the account closes every session’s host socket and stream', async () => {
    const { gm, first, other } = await gmInTwoSessions(context.app, context.database, context.url);
    // Without a username, the confirmation is the e-mail address.
    const deleted = await gm.request('DELETE', '/api/me', { username: gm.email });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const { host, stream } of [first, other]) {
      await expectClosedFor(host, 'account-deleted');
      await stream.end();
    }
  });

  it('deleting an encounter ends its streams, and deleting a campaign its encounters’; another fight’s stays', async () => {
    const { gm, first, other, path } = await gmInTwoSessions(context.app, context.database, context.url);
    const otherFight = await newEncounter(gm, gm.campaignId, { name: 'Another fight' });
    const origin = originOf(context.url);
    const kept = await openEventStream(origin, `${encountersOf(gm.campaignId)}/${otherFight.id}`, gm.cookieHeader());

    expect((await gm.request('DELETE', path)).statusCode).toBeLessThan(300);
    await first.stream.end();
    await other.stream.end();
    await first.host.quietFor(SETTLE_MS);
    expect(kept.ended()).toBe(false);

    expect((await gm.request('DELETE', `/api/library/campaigns/${gm.campaignId}`)).statusCode).toBeLessThan(300);
    await kept.end();
    for (const { host } of [first, other]) host.close();
  });

  it('a host socket hears its broadcast lose the encounter deleted', async () => {
    const gm = await liveGm(context.app, context.database);
    const encounter = await newEncounter(gm, gm.campaignId);
    await goLive(gm, encounter.id);
    const host = await LiveClient.host(context.url, gm.cookieHeader());
    host.send({ type: 'host' });
    expect((await host.next('broadcast')).broadcast.encounterId).toBe(encounter.id);
    await host.quietFor(SETTLE_MS);
    expect((await gm.request('DELETE', `${encountersOf(gm.campaignId)}/${encounter.id}`)).statusCode).toBe(204);
    expect((await host.next('broadcast')).broadcast).toMatchObject({ live: true, encounterId: null });
    host.close();
  });
});
