import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The API package's root, found by walking up from this module: the same answer whether the
 * code runs from src/ (tsx, vitest) or from the bundle in dist/.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }
      if (name === '@scentia/api') return dir
    }
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Cannot find the @scentia/api package root')
    dir = parent
  }
}

export const apiRoot = findApiRoot()
export const migrationsFolder = path.join(apiRoot, 'drizzle')
/** Data the seed imports (locations, ward fees, catalogue), checked into the repo. */
export const seedDataFolder = path.join(apiRoot, 'src', 'db', 'seed', 'data')
export const defaultWebRoot = path.resolve(apiRoot, '..', 'web', 'dist')
