// Bundles the API and the domain package into dist/server.js; npm dependencies stay external
// and are resolved from node_modules at run time (PGlite loads its wasm from there).
import { readFile, rm } from 'node:fs/promises'
import { build } from 'esbuild'

const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@scentia/'))

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true })
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
})
