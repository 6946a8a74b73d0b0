import { apiRequest } from './api-client'
import { queryOptions, useServerQuery } from './server-state'

/** GET /api/config: the runtime settings one build needs in every environment (docs/product.md §2). */
export type { AppConfig } from '@scentia/contracts/config'

export const appConfigKey = ['app-config'] as const

export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: appConfigKey,
    queryFn: ({ signal }) =>
      apiRequest('/config', {
        signal,
        auth: false,
        // A loader: the config is read on every page, and zod stays out of the first load (036).
        schema: async () => (await import('@scentia/contracts/config')).appConfigSchema,
      }),
    // Settings change with a deploy, which reloads the page anyway.
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useAppConfig() {
  return useServerQuery(appConfigQueryOptions())
}
