import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const apiProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `api-${engine}`,
    root: 'apps/api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

// API integration tests run on PGlite always, and again on PostgreSQL when CI provides one
// (PRODUCT §2): one set of tests, two engines.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vite.config.ts',
      'bench/vitest.config.ts',
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
})
