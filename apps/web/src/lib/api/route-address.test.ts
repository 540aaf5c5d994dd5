import type { RouteAddress, RouteAnswer, RouteCall } from '@skald/contract/api/api-route';
import type { sessionRoute, signInRoute } from '@skald/contract/api/auth-routes';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { callUrl } from './call-route.ts';

// The first load calls routes by address, typed by the descriptor: a changed path, body or answer in the
// contract fails the type check here as it does on the server (`node scripts/typecheck.mjs`).

describe('route addresses', () => {
  it('are typed by their descriptor: its path, its body and its answer', () => {
    const session: RouteAddress<typeof sessionRoute> = { method: 'GET', path: '/api/auth/session' };
    // @ts-expect-error a path the descriptor does not have
    const wrong: RouteAddress<typeof sessionRoute> = { method: 'GET', path: '/api/auth/sessions' };
    expect(callUrl<typeof sessionRoute>(session, {})).toBe('/api/auth/session');
    expect(wrong.path).not.toBe(session.path);

    expectTypeOf<RouteCall<typeof signInRoute>['body']>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<RouteAnswer<typeof sessionRoute>['csrfToken']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<RouteAnswer<typeof sessionRoute>['user']>>().toHaveProperty('emailVerified');
  });
});
