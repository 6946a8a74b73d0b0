import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/** GET /api/config: the runtime settings one build needs in every environment (docs/product.md §2). */
export interface AppConfig {
  payment: {
    provider: 'paystack'
    mode: 'sandbox' | 'test' | 'live'
    publicKey: string | null
  }
  supportEmail: string
  /** The shop's WhatsApp number, E.164; null hides every WhatsApp link. */
  whatsappNumber: string | null
  environment: string
  /** A courier is connected: checkout shows its live, signed quote (docs/decisions/044). */
  delivery: { liveQuotes: boolean }
}

export const appConfigKey = ['app-config'] as const

export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: appConfigKey,
    queryFn: ({ signal }) => apiRequest<AppConfig>('/config', { signal, auth: false }),
    // Settings change with a deploy, which reloads the page anyway.
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions())
}
