/**
 * A browser's session against a running server: its cookies kept between calls and its CSRF token sent
 * with each. `signUp` makes a new account and stays signed in as it; `signIn` signs in to one.
 */
export async function openSession(base: string) {
  let cookie = '';
  let token = '';
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, 'x-csrf-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
    if (set.length > 0) {
      const jar = new Map(cookie ? cookie.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
      for (const pair of set) jar.set(pair.split('=')[0] ?? '', pair.split('=').slice(1).join('='));
      cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    return response;
  }
  async function refreshToken(): Promise<void> {
    token = ((await (await call('GET', '/api/auth/session')).json()) as { csrfToken: string }).csrfToken;
  }
  await refreshToken();
  return {
    call,
    cookie: () => cookie,
    async signUp(email: string, password: string): Promise<void> {
      const answer = await call('POST', '/api/auth/sign-up', { email, password });
      if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${await answer.text()}`);
      await refreshToken();
    },
    async signIn(email: string, password: string): Promise<void> {
      const answer = await call('POST', '/api/auth/sign-in', { email, password });
      if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
      await refreshToken();
    },
  };
}
