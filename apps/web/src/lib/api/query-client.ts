import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client.ts';

/**
 * The app's one query cache. A refusal (4xx) is final; an unreachable server or a 5xx is tried twice
 * more. Lists stay fresh for half a minute: every write invalidates what it changed anyway.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) =>
        failures < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
