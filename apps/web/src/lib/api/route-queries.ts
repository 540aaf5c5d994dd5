import type { ApiRoute, RouteAddress, RouteAnswer, RouteCall } from '@skald/contract/api/api-route';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-client.ts';
import { callRoute } from './call-route.ts';

/**
 * Query keys start with the route's path as written (`/api/library/npcs/:id`), so a write can invalidate
 * every cached answer under a path prefix.
 */
export function routeKey<Route extends ApiRoute>(route: RouteAddress<Route>, call: RouteCall<Route>) {
  return [route.path, call.params ?? null, call.query ?? null] as const;
}

/** Reads one GET route through the cache (by its address alone where its zod would cost the page). */
export function useRouteQuery<Route extends ApiRoute>(
  route: Route | RouteAddress<Route>,
  call: RouteCall<Route>,
  enabled = true,
) {
  return useQuery<RouteAnswer<Route>, ApiError>({
    queryKey: routeKey(route, call),
    queryFn: ({ signal }) => callRoute<Route>(route, call, signal),
    enabled,
  });
}

/** Drops every cached answer whose route path starts with one of `prefixes` (`/api/library/npcs`). */
export function invalidatePaths(client: QueryClient, prefixes: string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return typeof path === 'string' && prefixes.some((prefix) => path.startsWith(prefix));
    },
  });
}

/**
 * A write through one route; on success every cached answer under `invalidates` (path prefixes) is
 * refetched, so lists and counts follow.
 */
export function useRouteMutation<Route extends ApiRoute>(route: Route, invalidates: string[]) {
  const client = useQueryClient();
  return useMutation<RouteAnswer<Route>, ApiError, RouteCall<Route>>({
    mutationFn: (call) => callRoute(route, call),
    onSuccess: () => invalidatePaths(client, [...invalidates, '/api/me/overview']),
  });
}
