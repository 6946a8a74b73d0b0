import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-client'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A phone switching apps should not refetch everything on return; stale data is
        // refetched by the staleTime each query states.
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          // A 4xx will answer the same again; networks and 5xx get two more tries.
          if (isApiError(error) && error.statusCode !== null && error.statusCode < 500) return false
          return failureCount < 2
        },
      },
      mutations: { retry: false },
    },
  })
}

/** The app's one client (providers.tsx); tests make their own with createQueryClient. */
export const queryClient = createQueryClient()
