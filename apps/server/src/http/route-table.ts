import type { FastifyInstance, HTTPMethods } from 'fastify';

/** Who may call a route, declared in its options (`{ config: { access: 'signed-in' } }`). */
export type RouteAccess =
  /** Public data: anyone, and no session lookup (the compendium, health, the API docs). */
  | 'public'
  /** Anyone; the handler sees who is signed in (the default for every /api route). */
  | 'anyone'
  | 'signed-in'
  | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route as registered: what the security checks act on, and what their tests walk. */
    readonly routeTable: readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
}

/** Records each route as it is registered; call before any route is added. */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({ method, url: route.url, access: route.config?.access ?? 'anyone' });
    }
  });
}

/** True under /api, judged by the route Fastify matched, never by how the caller spelled the address. */
export function isApiRoute(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && (routeUrl === '/api' || routeUrl.startsWith('/api/'));
}

/** Route options for public data: no session lookup. */
export const PUBLIC = { config: { access: 'public' } } as const;
