import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { apiRoot } from '../config/paths.js'

/**
 * Builds the web app (browser and server bundles) for the tests that render pages, once per
 * test file, into a directory of its own: the PGlite and PostgreSQL projects build side by
 * side and must not overwrite each other, nor the `apps/web/dist` a developer is serving.
 * It lives inside the repository (`apps/web/.tmp`, ignored), so the server bundle resolves
 * react and the rest from the workspace's node_modules like the real build.
 */
export async function buildStorefront(
  name: string,
): Promise<{ webRoot: string; dispose(): Promise<void> }> {
  const webDir = path.resolve(apiRoot, '..', 'web')
  const outRoot = path.join(webDir, '.tmp', `${name}-${String(process.pid)}`)
  await mkdir(outRoot, { recursive: true })
  const { build } = await import('vite')
  const configFile = path.join(webDir, 'vite.config.ts')
  const webRoot = path.join(outRoot, 'dist')
  await build({
    root: webDir,
    configFile,
    logLevel: 'warn',
    build: { outDir: webRoot, emptyOutDir: true },
  })
  await build({
    root: webDir,
    configFile,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: path.join(outRoot, 'dist-ssr'),
      emptyOutDir: true,
    },
  })
  return { webRoot, dispose: () => rm(outRoot, { recursive: true, force: true }) }
}
