import {
  type ApiRoute,
  type RouteAddress,
  type RouteAnswer,
  type RouteCall,
  routeUrl,
} from '@skald/contract/api/api-route';
import { getJson, sendJson, sendPicture } from '../api-client.ts';

/** The address a call goes to: the route's path with its params filled in, and its query string. */
export function callUrl<Route extends ApiRoute>(route: RouteAddress<Route>, call: RouteCall<Route>): string {
  const url = routeUrl(route.path, call.params as Record<string, unknown> | undefined);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((call.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

/**
 * Calls one contract route: the params, query and body are the route's own types, and so is the answer.
 * Failures are `ApiError`s carrying the server's sentence. A `RouteAddress` stands for a JSON route
 * (`callRoute<typeof sessionRoute>(address, {})`) where loading the descriptor's zod would cost.
 */
export async function callRoute<Route extends ApiRoute>(
  route: Route | RouteAddress<Route>,
  call: RouteCall<Route>,
  signal?: AbortSignal,
): Promise<RouteAnswer<Route>> {
  const url = callUrl<Route>(route, call);
  if (route.method === 'GET') return getJson<RouteAnswer<Route>>(url, signal);
  if ('body' in route && route.body === 'image' && (route.method === 'POST' || route.method === 'PUT')) {
    return sendPicture<RouteAnswer<Route>>(route.method, url, call.body as Blob);
  }
  return sendJson<RouteAnswer<Route>>(route.method, url, call.body);
}
