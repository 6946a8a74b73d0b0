/// <reference types="vitest/config" />
import { createRequire } from 'node:module'
import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Alias } from 'vite'

/**
 * The app is written against React's API and runs on Preact's compatibility layer (decision 021):
 * the same components, hooks and libraries, in a runtime a tenth of React DOM's size, so a phone
 * on a slow line downloads and parses the shop's first page sooner (docs/product.md §8).
 */
const preactForReact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
]

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

export default defineConfig(({ isSsrBuild, command }) => ({
  // React's fast refresh cannot swap Preact components: in development an edit reloads the page.
  plugins: [react({ refreshExclude: /./ }), tailwindcss()],
  resolve: {
    alias: command === 'build' ? [...preactForReact, reactRouterProduction] : preactForReact,
    // Vite's browser conditions, said out loud: the web tests resolve with them too, so they get
    // the ES builds of React Router and the rest, which the aliases can reach.
    conditions: ['module', 'browser', 'development|production'],
  },
  // The server build bundles the libraries that import React, so they get Preact there too.
  ssr: { noExternal: true },
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
      onwarn(warning, warn) {
        // React Router feature-detects React 19's useOptimistic and falls back without it;
        // Preact's layer has none, which is expected (decision 021).
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic'))
          return
        warn(warning)
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A test's first import of a lazy chunk is transformed on the spot: with two workers sharing
    // two cores (decision 026), 5 s is too tight for that, not for the test.
    testTimeout: 15_000,
    // The tests run the runtime the shop ships: libraries that import React are bundled through
    // the aliases above instead of loaded by Node with React itself.
    server: { deps: { inline: true } },
    alias: [
      // Testing Library's ES build, so its own imports of React go through the aliases too.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    ],
  },
}))
