import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { PageSkeleton } from '../components/layout/page-skeleton'
import { isApiError } from '../lib/api-client'
import { isRouteHandle } from './page-head'
import {
  aboutHandle,
  collectionsHandle,
  contactHandle,
  homeHandle,
  notFoundHandle,
  privatePage,
  productHandle,
  shopHandle,
} from './route-heads'
import { accountRoutes } from './route-groups/account'
import { checkoutRoutes } from './route-groups/checkout'
import { ownerRoutes } from './route-groups/owner'
import { pagesRoutes } from './route-groups/pages'
import { policiesRoutes } from './route-groups/policies'
import { HomeFallback } from './routes/home-fallback'
import { RootLayout } from './routes/root-layout'
import { RouteError } from './routes/route-error'

/** The route every unknown path lands on: the server answers it with 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found'

/** Every screen is its own chunk (docs/product.md §8): the first load pays only for the page it shows. */
const pageRoutes: RouteObject[] = [
  {
    index: true,
    handle: homeHandle,
    HydrateFallback: HomeFallback,
    lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
  },
  {
    path: 'shop',
    handle: shopHandle,
    lazy: async () => ({ Component: (await import('./routes/shop')).ShopRoute }),
  },
  {
    path: 'shop/product/:productId',
    handle: productHandle,
    lazy: async () => ({ Component: (await import('./routes/product')).ProductRoute }),
  },
  {
    path: 'collections',
    handle: collectionsHandle,
    lazy: async () => ({
      Component: (await import('./routes/collections')).CollectionsRoute,
    }),
  },
  {
    path: 'about',
    handle: aboutHandle,
    lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
  },
  {
    path: 'contact',
    handle: contactHandle,
    lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
  },
  {
    path: 'cart',
    handle: privatePage('Your Cart'),
    lazy: async () => ({ Component: (await import('./routes/cart')).CartRoute }),
  },
  // Each area registers its own routes, so areas never edit one shared list.
  ...accountRoutes,
  ...checkoutRoutes,
  ...pagesRoutes,
  ...policiesRoutes,
  ...ownerRoutes,
  {
    id: NOT_FOUND_ROUTE_ID,
    path: '*',
    handle: notFoundHandle,
    lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
  },
]

/** What a page's loader hands the page: whether a query it needs answered 404. */
export interface PageLoaderData {
  notFound: boolean
}

/**
 * Gives each page with `handle.queries` a loader. On the server (docs/product.md §8) the loader waits
 * for the data so the HTML carries it; in the browser it only starts the downloads alongside
 * the page's code and returns at once, so a tap never waits on the network to change screens.
 */
function withPageData(
  routes: readonly RouteObject[],
  queryClient: QueryClient,
  awaitData: boolean,
): RouteObject[] {
  return routes.map((route): RouteObject => {
    const handle: unknown = route.handle
    const children = route.children
      ? withPageData(route.children, queryClient, awaitData)
      : undefined
    const withChildren = (children ? { ...route, children } : { ...route }) as RouteObject
    if (!isRouteHandle(handle) || !handle.queries) return withChildren
    const queries = handle.queries
    return {
      ...withChildren,
      loader: async ({ params, request }: LoaderFunctionArgs): Promise<PageLoaderData> => {
        const options = await queries({ params, url: new URL(request.url) })
        if (!awaitData) {
          for (const option of options) {
            // The page's own query shows a failure, with a retry; nothing to do here.
            queryClient.query(option).catch(() => undefined)
          }
          return { notFound: false }
        }
        const results = await Promise.allSettled(options.map((option) => queryClient.query(option)))
        const notFound = results.some(
          (result) =>
            result.status === 'rejected' &&
            isApiError(result.reason) &&
            result.reason.statusCode === 404,
        )
        return { notFound }
      },
    }
  })
}

/**
 * The app's routes, with the query client their loaders fill: the browser's one client, or a
 * fresh one per server render (so no shopper's data is ever shared between requests).
 */
export function createRoutes(queryClient: QueryClient, { awaitData }: { awaitData: boolean }) {
  return withPageData(
    [
      {
        id: 'root',
        Component: RootLayout,
        // Only if the shell itself fails; page errors are caught below and keep the header.
        errorElement: <RouteError standalone />,
        children: [
          {
            id: 'pages',
            errorElement: <RouteError />,
            // Renders inside the shell while the first page's code loads.
            HydrateFallback: PageSkeleton,
            children: pageRoutes,
          },
        ],
      },
    ],
    queryClient,
    awaitData,
  )
}
