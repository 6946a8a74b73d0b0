/// <reference types="vitest/config" />
import { createRequire } from 'node:module'
import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Alias } from 'vite'
import { clientManifest, pageModuleKeys } from './build/page-modules'
import { precompressedAssets } from './build/precompressed-assets'
import { reactRuntimeOnly } from './build/react-runtime'

/**
 * React Router 7's package exports name only its development build, which leaves its warnings
 * on (checks, messages and console output on every render that trips one) in the shop's bundle
 * (remix-run/react-router#14102). Builds take the production build it ships beside it.
 */
const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
}

/**
 * `zod` is the module that configures its messages (src/lib/zod.ts) before anything validates:
 * the config loads with the first schema, so the shell carries no zod (decision 036).
 */
const zodWithMessages: Alias = {
  find: /^zod$/,
  replacement: path.join(import.meta.dirname, 'src/lib/zod.ts'),
}

/**
 * TanStack Query loads after the first screen (decision 054): `@tanstack/react-query` is the
 * shop's src/lib/react-query.ts, whose hooks find the app's client without a provider above the
 * whole app; that module reads Query itself as `virtual:tanstack-react-query`.
 */
const reactQueryWithAppClient: Alias[] = [
  {
    find: /^@tanstack\/react-query$/,
    replacement: path.join(import.meta.dirname, 'src/lib/react-query.ts'),
  },
  {
    find: /^virtual:tanstack-react-query$/,
    replacement: path.join(
      path.dirname(createRequire(import.meta.url).resolve('@tanstack/react-query/package.json')),
      'build/modern/index.js',
    ),
  },
]

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    reactRuntimeOnly(),
    pageModuleKeys(import.meta.dirname),
    clientManifest(import.meta.dirname, command === 'build' && isSsrBuild === true),
    precompressedAssets(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [zodWithMessages, ...reactQueryWithAppClient, reactRouterProduction]
        : [zodWithMessages, ...reactQueryWithAppClient],
  },
  // The server build is one file with its libraries in it, so it renders with React Router's
  // production build too, and with the React build that matches its JSX whatever NODE_ENV the
  // API process runs with: production for `npm run build`, development where Vite compiled the
  // JSX for development (a build run inside the tests) (decision 036).
  ssr: { noExternal: true },
  define:
    command === 'build' && isSsrBuild
      ? { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') }
      : undefined,
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json maps each lazy route module to its chunks (bench/ reads it).
    manifest: true,
    assetsInlineLimit: 4096,
    // Vite's modulepreload polyfill (0.3 kB gzip of every first load) runs inside the shell
    // chunk, so it can only start the page's preloads once the shell has arrived and run, which
    // main.tsx does a frame later anyway; browsers with modulepreload (Chromium, Safari 17+,
    // Firefox 115+) never needed it (decision 036, amendment "wrappers, icons, page chunks").
    modulePreload: { polyfill: false },
    rollupOptions: {
      // A few files instead of ~150 (decision 024): the entry's static imports are one chunk,
      // and a route copies the small chunks it shares with other routes instead of fetching
      // each one (Rolldown keeps one instance of each copied module). The server bundle is
      // one file anyway.
      output: isSsrBuild
        ? undefined
        : {
            codeSplitting: {
              groups: [{ name: 'shell', tags: ['$initial'], priority: 2 }],
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
            },
          },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A test's first import of a lazy chunk is transformed on the spot: with two workers sharing
    // two cores (decision 026), 5 s is too tight for that, not for the test.
    testTimeout: 15_000,
  },
}))
