import type { RouteObject } from 'react-router'
import {
  authenticityHandle,
  deliveryHandle,
  privacyHandle,
  returnsHandle,
  termsHandle,
} from '../route-heads'

/**
 * The policy pages (docs/product.md §12): /returns, /delivery, /authenticity, /privacy, /terms.
 * Server-rendered like /about; each lazy, its own chunk.
 */
export const policiesRoutes: RouteObject[] = [
  {
    path: 'returns',
    handle: returnsHandle,
    lazy: async () => ({
      Component: (await import('../../features/policies/components/returns-policy')).ReturnsPolicy,
    }),
  },
  {
    path: 'delivery',
    handle: deliveryHandle,
    lazy: async () => ({
      Component: (await import('../../features/policies/components/delivery-policy'))
        .DeliveryPolicy,
    }),
  },
  {
    path: 'authenticity',
    handle: authenticityHandle,
    lazy: async () => ({
      Component: (await import('../../features/policies/components/authenticity-policy'))
        .AuthenticityPolicy,
    }),
  },
  {
    path: 'privacy',
    handle: privacyHandle,
    lazy: async () => ({
      Component: (await import('../../features/policies/components/privacy-policy')).PrivacyPolicy,
    }),
  },
  {
    path: 'terms',
    handle: termsHandle,
    lazy: async () => ({
      Component: (await import('../../features/policies/components/terms-policy')).TermsPolicy,
    }),
  },
]
