import type { RouteObject } from 'react-router'
import { lazyPage } from '../page-router'
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
    Component: lazyPage(
      async () => (await import('../../features/policies/components/returns-policy')).ReturnsPolicy,
    ),
  },
  {
    path: 'delivery',
    handle: deliveryHandle,
    Component: lazyPage(
      async () =>
        (await import('../../features/policies/components/delivery-policy')).DeliveryPolicy,
    ),
  },
  {
    path: 'authenticity',
    handle: authenticityHandle,
    Component: lazyPage(
      async () =>
        (await import('../../features/policies/components/authenticity-policy')).AuthenticityPolicy,
    ),
  },
  {
    path: 'privacy',
    handle: privacyHandle,
    Component: lazyPage(
      async () => (await import('../../features/policies/components/privacy-policy')).PrivacyPolicy,
    ),
  },
  {
    path: 'terms',
    handle: termsHandle,
    Component: lazyPage(
      async () => (await import('../../features/policies/components/terms-policy')).TermsPolicy,
    ),
  },
]
