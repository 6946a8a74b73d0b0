import { defineConfig } from 'vitest/config'

// The benchmark's own parsers (wrk output, the Lighthouse calibration, Vite manifest, router) are tested like any code;
// the measurements themselves never are (docs/product.md §8: benchmarks, not timed tests).
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['reports/**', '**/node_modules/**'],
    environment: 'node',
  },
})
