import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { routePathsIn } from './route-paths.js'

/** A program over in-memory files, so each case is just the router source it reads. */
function programOf(files: Record<string, string>): ts.Program {
  const options: ts.CompilerOptions = {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    noLib: true,
  }
  const host = ts.createCompilerHost(options)
  host.fileExists = (name) => name in files
  host.readFile = (name) => files[name]
  host.directoryExists = () => true
  host.getSourceFile = (name, version) => {
    const text = files[name]
    return text === undefined ? undefined : ts.createSourceFile(name, text, version, true)
  }
  return ts.createProgram({ rootNames: Object.keys(files), options, host })
}

const routesOf = (files: Record<string, string>) =>
  Object.fromEntries(routePathsIn(programOf(files), (name) => name.endsWith('router.tsx')))

describe('routePathsIn', () => {
  it('reads nested route objects with lazy imports, index routes and a static layout', () => {
    const router = `
      import { RootLayout } from './routes/root-layout'
      import { RouteError } from './routes/route-error'
      export const routes = [{
        Component: RootLayout,
        errorElement: <RouteError />,
        children: [{ id: 'pages', children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
          { path: 'shop', children: [
            { index: true, lazy: () => import('./routes/shop') },
            { path: 'product/:productId', lazy: () => import('./routes/product.tsx') },
          ] },
          { path: '*', lazy: () => import('./routes/not-found') },
        ] }],
      }]`
    expect(routesOf({ '/app/router.tsx': router })).toEqual({
      'root-layout': { path: '/', layouts: [], isLayout: true },
      home: { path: '/', layouts: ['root-layout'], isLayout: false },
      shop: { path: '/shop', layouts: ['root-layout'], isLayout: false },
      product: { path: '/shop/product/:productId', layouts: ['root-layout'], isLayout: false },
      'not-found': { path: '/*', layouts: ['root-layout'], isLayout: false },
    })
  })

  it('reads <Route> elements with React.lazy components and paths held in constants', () => {
    const paths = `export const paths = { home: '/', shop: '/shop', cart: 'cart' } as const`
    const router = `
      import { lazy } from 'react'
      import { paths } from './paths'
      const Home = lazy(() => import('./routes/home'))
      const Shop = lazy(() => import('./routes/shop'))
      const Cart = lazy(() => import('./routes/cart'))
      export const tree = (
        <Route path={paths.home}>
          <Route index element={<Home />} />
          <Route path={paths.shop} element={<Shop />} />
          <Route path={paths.cart} Component={Cart} />
        </Route>
      )`
    expect(routesOf({ '/app/router.tsx': router, '/app/paths.ts': paths })).toEqual({
      home: { path: '/', layouts: [], isLayout: false },
      shop: { path: '/shop', layouts: [], isLayout: false },
      cart: { path: '/cart', layouts: [], isLayout: false },
    })
  })

  it('places nothing it cannot read', () => {
    expect(routesOf({ '/app/router.tsx': 'export const routes = makeRoutes()' })).toEqual({})
  })
})
