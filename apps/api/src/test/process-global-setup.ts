import { execFileSync } from 'node:child_process'
import { apiRoot } from '../config/paths.js'

/**
 * The process tests run the API as it ships: the esbuild bundle in dist/, built once per run
 * (about a second) so they never test a stale build.
 */
export default function setup() {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot, stdio: 'inherit' })
}
