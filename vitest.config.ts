import path from 'node:path'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * Storefront test files that still fail by turns when they share a worker with others (decision
 * 026: something they depend on outlives a file, not yet found); they run isolated until it is.
 */
const WEB_FILES_IN_A_WORKER_OF_THEIR_OWN = [
  'src/features/delivery/components/delivery-estimate.test.tsx',
  'src/features/search/components/search-overlay.test.tsx',
]
/** Every storefront test file but those (an include would add to the storefront's, not replace it). */
const WEB_FILES_SHARING_A_WORKER = [
  '**/*.test.ts',
  `**/!(${WEB_FILES_IN_A_WORKER_OF_THEIR_OWN.map((file) => path.basename(file, '.test.tsx')).join('|')}).test.tsx`,
]

const apiProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `api-${engine}`,
    root: 'apps/api',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.process.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    // Each file builds its own app on its own database copy (build-test-app.ts), so nothing a
    // test needs lives in a module's state: a worker keeps its loaded modules from file to file
    // instead of importing the whole API again for each of some 150 files (decision 026).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

/**
 * Tests that start the built API as real child processes (graceful shutdown; two processes on
 * one PostgreSQL, which skip without TEST_DATABASE_URL). One file at a time: each file already
 * runs several processes on a small machine.
 */
const apiProcessesProject: TestProjectInlineConfiguration = {
  test: {
    name: 'api-processes',
    root: 'apps/api',
    include: ['src/**/*.process.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/process-global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
}

// API integration tests run on PGlite always, and again on PostgreSQL when CI provides one
// (docs/product.md §2): one set of tests, two engines.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. The API tests
    // wait on PGlite's WebAssembly and on PostgreSQL by turns, so two workers keep both cores
    // busy (decision 026).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The storefront's config, with its test files sharing their worker (decision 026;
      // apps/web/src/test/shared-modules.ts puts back what a file leaves).
      {
        extends: 'apps/web/vite.config.ts',
        root: 'apps/web',
        test: {
          isolate: false,
          setupFiles: ['src/test/shared-modules.ts'],
          exclude: [...configDefaults.exclude, ...WEB_FILES_IN_A_WORKER_OF_THEIR_OWN],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        root: 'apps/web',
        test: {
          name: 'web-isolated',
          exclude: [...configDefaults.exclude, ...WEB_FILES_SHARING_A_WORKER],
        },
      },
      'bench/vitest.config.ts',
      // Every reference in the tree opens inside it (scripts/references.test.ts).
      {
        test: { name: 'repository', root: 'scripts', include: ['*.test.ts'], environment: 'node' },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      apiProcessesProject,
    ],
  },
})
