import type { RouteObject } from 'react-router'
import { lazyPage, PagesOutlet, ShellBoundary } from './page-router'
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
import { pagesRoutes } from './route-groups/pages'
import { policiesRoutes } from './route-groups/policies'
import { RootLayout } from './routes/root-layout'
import { RouteError } from './routes/route-error'

/** The route every unknown path lands on: the server answers it with 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found'

/**
 * The areas whose route definitions the shopper's first screen never needs: the server and the
 * tests take them whole (router.tsx), the browser loads each with its first page (browser-routes.ts).
 */
export interface RouteAreas {
  account: RouteObject[]
  checkout: RouteObject[]
  owner: RouteObject[]
}

/** Every screen is its own chunk (docs/product.md §8): the first load pays only for the page it shows. */
const pageRoutes = (areas: RouteAreas): RouteObject[] => [
  {
    index: true,
    handle: homeHandle,
    Component: lazyPage(async () => (await import('./routes/home')).HomeRoute),
  },
  {
    path: 'shop',
    handle: shopHandle,
    Component: lazyPage(async () => (await import('./routes/shop')).ShopRoute),
  },
  {
    path: 'shop/product/:productId',
    handle: productHandle,
    Component: lazyPage(async () => (await import('./routes/product')).ProductRoute),
  },
  {
    path: 'collections',
    handle: collectionsHandle,
    Component: lazyPage(async () => (await import('./routes/collections')).CollectionsRoute),
  },
  {
    path: 'about',
    handle: aboutHandle,
    Component: lazyPage(async () => (await import('./routes/about')).AboutRoute),
  },
  {
    path: 'contact',
    handle: contactHandle,
    Component: lazyPage(async () => (await import('./routes/contact')).ContactRoute),
  },
  {
    path: 'cart',
    handle: privatePage('Your Cart'),
    Component: lazyPage(async () => (await import('./routes/cart')).CartRoute),
  },
  // Each area registers its own routes, so areas never edit one shared list.
  ...areas.account,
  ...areas.checkout,
  ...pagesRoutes,
  ...policiesRoutes,
  ...areas.owner,
  {
    id: NOT_FOUND_ROUTE_ID,
    path: '*',
    handle: notFoundHandle,
    Component: lazyPage(async () => (await import('./routes/not-found')).NotFoundRoute),
  },
]

/**
 * The app's routes, in React Router's declarative mode (decision 036): the server and the
 * browser render this same tree. A page's first reads are in its handle (`handle.queries`):
 * the server awaits them before rendering, the browser starts them with the page's code.
 */
export const createAppRoutes = (areas: RouteAreas): RouteObject[] => [
  {
    id: 'root',
    // Only if the shell itself fails; page errors are caught below and keep the header.
    element: (
      <ShellBoundary errorElement={<RouteError standalone />}>
        <RootLayout />
      </ShellBoundary>
    ),
    children: [
      {
        id: 'pages',
        // Holds a page's error inside the shell, and a skeleton while a first page's code loads.
        element: <PagesOutlet errorElement={<RouteError />} />,
        children: pageRoutes(areas),
      },
    ],
  },
]
