import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root: the benchmark lives in <root>/bench. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const webDist = path.join(repoRoot, 'apps', 'web', 'dist')
/** The server renderer's build (decision 016), which the API loads from beside the web root. */
export const webServerDist = path.join(repoRoot, 'apps', 'web', 'dist-ssr')
/** Where `build.manifest: true` in apps/web/vite.config.ts makes Vite write its manifest, under a web root. */
export const viteManifestPath = path.join('.vite', 'manifest.json')
export const webRoutesFolder = path.join(repoRoot, 'apps', 'web', 'src', 'app', 'routes')
export const webAppFolder = path.join(repoRoot, 'apps', 'web', 'src', 'app')
export const apiServerFile = path.join(repoRoot, 'apps', 'api', 'dist', 'server.js')
export const reportsFolder = path.join(repoRoot, 'bench', 'reports')
