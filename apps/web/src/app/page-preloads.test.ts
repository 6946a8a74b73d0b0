import { existsSync } from 'node:fs'
import path from 'node:path'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  firstLoadTags,
  modulePreloadTags,
  pageChunkUrls,
  shellFilesOf,
  withoutShellTags,
  type Manifest,
} from './page-preloads'
import { pageModulesOf, type LazyPage } from './page-router'
import { appRoutes, areaModulesOf } from './router'

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shell-b.js'] },
  '_shell-b.js': {
    file: 'assets/shell-b.js',
    imports: ['_runtime-c.js'],
    css: ['assets/styles-g.css'],
  },
  '_runtime-c.js': { file: 'assets/runtime-c.js' },
  '_shared-d.js': { file: 'assets/shared-d.js', imports: ['_shell-b.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-e.js', imports: ['_shell-b.js'] },
  'src/app/routes/product.tsx': {
    file: 'assets/product-f.js',
    imports: ['_runtime-c.js', '_shared-d.js', 'src/app/routes/home.tsx'],
  },
  'styles.css': { file: 'assets/styles-g.css' },
}

describe("a page's chunks in its HTML (decision 036: fetched with the shell)", () => {
  it("names the page's chunk and what it imports beyond the shell, each once", () => {
    expect(pageChunkUrls(manifest, ['src/app/routes/home.tsx'])).toEqual(['/assets/home-e.js'])
    expect(
      pageChunkUrls(manifest, ['src/app/routes/product.tsx', 'src/app/routes/home.tsx']),
    ).toEqual(['/assets/product-f.js', '/assets/shared-d.js', '/assets/home-e.js'])
  })

  it('names nothing for a page the build does not know (development, tests)', () => {
    expect(pageChunkUrls({}, ['src/app/routes/home.tsx'])).toEqual([])
    expect(pageChunkUrls(manifest, ['styles.css'])).toEqual([])
  })

  it('writes module preloads', () => {
    expect(modulePreloadTags(['/assets/home-e.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-e.js">',
    )
  })
})

/** What index.html asks for as Vite writes it: the entry, then its imports, then the stylesheet. */
const viteTemplate = [
  '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /><!--app-head-->',
  '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-c.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/shell-b.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/styles-g.css">',
  '  </head>',
].join('\n')

/** The URLs a head asks for, in its order. */
const requested = (html: string) =>
  [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map(([, url]) => url)

describe('the head\'s requests, in order (decision 036, amendment "the head\'s order")', () => {
  const shell = shellFilesOf(manifest)

  it("reads the shell's files from the manifest: the entry, its imports nearest first, the stylesheet", () => {
    expect(shell).toEqual({
      entries: ['/assets/index-a.js'],
      chunks: ['/assets/shell-b.js', '/assets/runtime-c.js'],
      stylesheets: ['/assets/styles-g.css'],
    })
  })

  it("asks for the stylesheet, the shell's chunk, the page's chunks, then the runtime and the entry", () => {
    const page = pageChunkUrls(manifest, ['src/app/routes/product.tsx'])
    expect(requested(firstLoadTags(shell, page))).toEqual([
      '/assets/styles-g.css',
      '/assets/shell-b.js',
      '/assets/product-f.js',
      '/assets/shared-d.js',
      '/assets/home-e.js',
      '/assets/runtime-c.js',
      '/assets/index-a.js',
    ])
    expect(firstLoadTags(shell, [])).toContain(
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    )
  })

  it("takes Vite's own tags out of the template, so each file is asked for once", () => {
    const template = withoutShellTags(viteTemplate, shell)
    expect(requested(template)).toEqual(['/favicon.svg'])
    const page = template.replace('<!--app-head-->', firstLoadTags(shell, []))
    expect(requested(page)).toEqual([
      '/favicon.svg',
      '/assets/styles-g.css',
      '/assets/shell-b.js',
      '/assets/runtime-c.js',
      '/assets/index-a.js',
    ])
  })

  it('leaves the template as it is when the build names no shell (development, tests)', () => {
    const none = shellFilesOf({})
    expect(withoutShellTags(viteTemplate, none)).toBe(viteTemplate)
    expect(firstLoadTags(none, [])).toBe('')
  })
})

/** Every lazy page of a tree. */
const lazyPages = (routes: readonly RouteObject[]): LazyPage[] =>
  routes.flatMap((route) => [
    ...(route.Component && 'preload' in route.Component ? [route.Component as LazyPage] : []),
    ...lazyPages(route.children ?? []),
  ])

describe('every page knows its module (build/page-modules.ts)', () => {
  const pages = lazyPages(appRoutes)

  it('names a source file for each of the pages', () => {
    expect(pages.length).toBeGreaterThan(40)
    for (const page of pages) {
      expect(page.moduleKey).toMatch(/^src\/.+\.tsx$/)
      expect(existsSync(path.resolve(import.meta.dirname, '../..', page.moduleKey ?? ''))).toBe(
        true,
      )
    }
  })

  it.each([
    ['/', ['src/app/routes/home.tsx']],
    ['/shop', ['src/app/routes/shop.tsx']],
    [
      '/admin/orders',
      [
        'src/app/route-groups/owner.tsx',
        'src/app/routes/admin-layout.tsx',
        'src/app/routes/admin-orders.tsx',
      ],
    ],
    ['/orders/track', ['src/app/route-groups/checkout.tsx', 'src/app/routes/track.tsx']],
    ['/wishlist', ['src/app/route-groups/account.tsx', 'src/app/routes/wishlist.tsx']],
    ['/delivery', ['src/features/policies/components/delivery-policy.tsx']],
    ['/nowhere', ['src/app/routes/not-found.tsx']],
  ])('%s loads %j', (address, modules) => {
    const matches = matchRoutes(appRoutes, address) ?? []
    const loaded = [...areaModulesOf(matches), ...pageModulesOf(matches)]
    expect(loaded).toEqual(modules)
    for (const key of loaded) {
      expect(existsSync(path.resolve(import.meta.dirname, '../..', key))).toBe(true)
    }
  })
})
