import { startServer } from '@skald/testing/server-process';
import { percentile, report } from './report.ts';

/**
 * Sign-in over loopback with the production Argon2id cost (19 MiB, 2 passes): one client at a time,
 * then a few at once, each for a few seconds. The sign-in limits are raised through the environment
 * for this server only, because every attempt comes from 127.0.0.1 for one account and the defaults
 * (30 per address, 10 failures per account, per 15 minutes) would answer 429 after a moment.
 */
const BENCH = 'auth';
const SECONDS = 5;
const CONCURRENT_CLIENTS = 4;
const EMAIL = 'bench@example.test';
const PASSWORD = 'a bench password of fair length';

const server = await startServer({
  SIGN_IN_ATTEMPTS_PER_ADDRESS: '1000000',
  SIGN_IN_FAILURES_PER_ACCOUNT: '1000000',
});

/** A browser's first steps: the session answer gives the CSRF cookie and the token to send back. */
async function csrf(): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${server.url}/api/auth/session`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, token: csrfToken };
}

async function post(path: string, body: unknown, { cookie, token }: { cookie: string; token: string }) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': token },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response;
}

/** Signs in again and again for SECONDS with `clients` clients at once; answers sorted latencies and the rate. */
async function signInFor(clients: number) {
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  async function client() {
    const browser = await csrf();
    while (performance.now() < until) {
      const t0 = performance.now();
      const response = await post('/api/auth/sign-in', { email: EMAIL, password: PASSWORD }, browser);
      if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: clients }, client));
  latencies.sort((a, b) => a - b);
  return { latencies, perSecond: latencies.length / ((performance.now() - started) / 1000) };
}

try {
  const signUp = await post('/api/auth/sign-up', { email: EMAIL, password: PASSWORD }, await csrf());
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);

  const one = await signInFor(1);
  report(BENCH, 'sign_in_p50', percentile(one.latencies, 0.5), 'ms');
  report(BENCH, 'sign_in_p95', percentile(one.latencies, 0.95), 'ms');
  report(BENCH, 'sign_in_throughput', one.perSecond, 'sign-ins/s');

  const many = await signInFor(CONCURRENT_CLIENTS);
  report(BENCH, `sign_in_p95_${CONCURRENT_CLIENTS}_clients`, percentile(many.latencies, 0.95), 'ms');
  report(BENCH, `sign_in_throughput_${CONCURRENT_CLIENTS}_clients`, many.perSecond, 'sign-ins/s');
} finally {
  await server.stop();
}
