import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * How long a query whose data changes with what the member does on other screens (the profile's
 * progress, a route's practical cases) stays fresh: long enough for the screen to use what its route
 * loader has just fetched, short enough that coming back to the screen asks again.
 */
export const FRESH_AFTER_LOAD_MS = 5_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    // Every call goes through the API client, which only ever throws ApiError.
    defaultError: ApiError;
  }
}
