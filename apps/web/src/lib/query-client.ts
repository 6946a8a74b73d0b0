import {
  hydrate,
  notifyManager,
  QueryClient,
  QueryClientContext,
  QueryObserver,
} from 'virtual:tanstack-react-query'
import { isApiError } from './api-client'
import { handOverTo, type QueryLayer } from './server-state'

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

/**
 * The app's one client; tests make their own with createQueryClient. This module is Query's
 * arrival in the browser, after the first screen (decision 054): the page's state goes into
 * this client as it loads, and the first screen's reads switch to it (lib/server-state.tsx).
 */
export const queryClient = createQueryClient()

export const queryLayer: QueryLayer = {
  client: queryClient,
  Observer: QueryObserver,
  context: QueryClientContext,
  notify: notifyManager,
  hydrate,
}

handOverTo(queryLayer)
