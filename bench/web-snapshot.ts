import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { readManifest } from './bundle.js'
import { onCleanup } from './cleanup.js'
import { repoRoot, webDist, webServerDist } from './paths.js'

export class SnapshotError extends Error {}

/**
 * A private copy of apps/web/dist, taken right after the build, that the bundle section reads
 * and the server serves (WEB_ROOT). In a shared working tree someone else's `npm run build`
 * can replace apps/web/dist mid-run; a server started before it then 404s the new hashed
 * assets and every Lighthouse run ends in NO_FCP. The copy makes the three sections measure
 * one and the same build. The server build (apps/web/dist-ssr) is copied beside it, where the
 * API looks for it (`<webRoot>/../dist-ssr`): without it the shop serves every page as the
 * shell, and the product page row measured the shell file, not a cached page.
 */
export async function snapshotWebBuild(): Promise<string> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new SnapshotError(
      'apps/web/dist/index.html is missing: the build did not produce the storefront',
    )
  }
  const snapshot = await mkdtemp(path.join(os.tmpdir(), 'scentia-bench-web-'))
  onCleanup(() => rm(snapshot, { recursive: true, force: true }))
  // The copy mirrors the tree (<snapshot>/apps/web/dist, …/dist-ssr) with links to the
  // node_modules folders, because the server build imports its packages (React, React Router)
  // and Node finds them by walking up from the file.
  const webFolder = path.join(snapshot, 'apps', 'web')
  const folder = path.join(webFolder, 'dist')
  await cp(webDist, folder, { recursive: true })
  if (existsSync(webServerDist)) {
    await cp(webServerDist, path.join(webFolder, 'dist-ssr'), { recursive: true })
    await symlink(path.join(repoRoot, 'node_modules'), path.join(snapshot, 'node_modules'))
    const webModules = path.join(repoRoot, 'apps', 'web', 'node_modules')
    if (existsSync(webModules)) await symlink(webModules, path.join(webFolder, 'node_modules'))
  }
  const missing = await missingFiles(folder)
  if (missing.length > 0) {
    throw new SnapshotError(
      `apps/web/dist changed while it was copied (another build running?): missing ${missing.slice(0, 3).join(', ')}. Rerun npm run bench.`,
    )
  }
  return folder
}

/** Files index.html or the manifest name that the copy lacks: the sign of a half-written build. */
async function missingFiles(webRoot: string): Promise<string[]> {
  const html = await readFile(path.join(webRoot, 'index.html'), 'utf8')
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(
    (match) => match[1] ?? '',
  )
  try {
    const manifest = await readManifest(webRoot)
    for (const chunk of Object.values(manifest)) referenced.push(chunk.file, ...(chunk.css ?? []))
  } catch {
    // No manifest: the bundle section reports that itself; the server does not need it.
  }
  return [...new Set(referenced)].filter(
    (file) => file !== '' && !existsSync(path.join(webRoot, file)),
  )
}
