import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { productQueryOptions, productsQueryOptions } from '../lib/catalog'
import { queryClient } from '../lib/query-client'
import { getSession } from '../lib/session'
import { PageSkeleton } from '../components/layout/page-skeleton'
import { accountRoutes } from './route-groups/account'
import { checkoutRoutes } from './route-groups/checkout'
import { ownerRoutes } from './route-groups/owner'
import { pagesRoutes } from './route-groups/pages'
import { HomeFallback } from './routes/home-fallback'
import { RootLayout } from './routes/root-layout'
import { RouteError } from './routes/route-error'

/**
 * Starts the catalogue download alongside the route's code instead of after it: a static
 * loader runs in parallel with `lazy`, and returning at once never blocks the page.
 */
function prefetchCatalogue() {
  queryClient.query(productsQueryOptions(getSession().user?.user_id ?? null)).catch(() => {
    // The page's own query shows the failure, with a retry; nothing to do here.
  })
  return null
}

/** The same for one product: its JSON (and so its art URL) arrives with the page's code. */
function prefetchProduct({ params }: LoaderFunctionArgs) {
  if (params.productId) {
    queryClient.query(productQueryOptions(params.productId)).catch(() => {
      // The product page shows its own not-found or error state.
    })
  }
  return null
}

/** Every screen is its own chunk (PRODUCT §8): the first load pays only for the page it shows. */
export const routes: RouteObject[] = [
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
        children: [
          {
            index: true,
            loader: prefetchCatalogue,
            HydrateFallback: HomeFallback,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: 'shop',
            loader: prefetchCatalogue,
            lazy: async () => ({ Component: (await import('./routes/shop')).ShopRoute }),
          },
          {
            path: 'shop/product/:productId',
            loader: prefetchProduct,
            lazy: async () => ({ Component: (await import('./routes/product')).ProductRoute }),
          },
          {
            path: 'collections',
            lazy: async () => ({
              Component: (await import('./routes/collections')).CollectionsRoute,
            }),
          },
          {
            path: 'about',
            lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
          },
          {
            path: 'cart',
            lazy: async () => ({ Component: (await import('./routes/cart')).CartRoute }),
          },
          // Each area registers its own routes, so areas never edit one shared list.
          ...accountRoutes,
          ...checkoutRoutes,
          ...pagesRoutes,
          ...ownerRoutes,
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
]

export const router = createBrowserRouter(routes)
