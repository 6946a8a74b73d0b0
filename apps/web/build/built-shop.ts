import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The shop as built (`npm run build`, phase 1 of `npm test`, before the build checks run), for
 * the tests that read what a browser is sent.
 */
export const webRoot = path.resolve(import.meta.dirname, '..')

/** The JS files `index.html` loads before the app runs: its module script and modulepreloads. */
export async function firstLoadScripts(): Promise<string[]> {
  const html = await readFile(path.join(webRoot, 'dist/index.html'), 'utf8').catch(() => {
    throw new Error(`No build in ${webRoot}/dist: run \`npm run build\` first (npm test does).`)
  })
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1])
  return Promise.all(files.map((file) => readFile(path.join(webRoot, 'dist', file ?? ''), 'utf8')))
}

/** Every JS file of the browser's build. */
export async function builtScripts(): Promise<string[]> {
  const assets = path.join(webRoot, 'dist/assets')
  const files = (
    await readdir(assets).catch(() => {
      throw new Error(`No build in ${webRoot}/dist: run \`npm run build\` first (npm test does).`)
    })
  ).filter((file) => file.endsWith('.js'))
  return Promise.all(files.map((file) => readFile(path.join(assets, file), 'utf8')))
}

interface ManifestChunk {
  file: string
  imports?: string[]
}

/**
 * The JS a page loads before it hydrates: `index.html`'s scripts and the page module's chunk
 * with its static imports (the server's HTML preloads them, decision 036), each file once.
 */
export async function pageLoadScripts(pageModule: string): Promise<string[]> {
  const dist = path.join(webRoot, 'dist')
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite/manifest.json'), 'utf8').catch(() => {
      throw new Error(`No build in ${dist}: run \`npm run build\` first (npm test does).`)
    }),
  ) as Record<string, ManifestChunk>
  if (!manifest[pageModule]) throw new Error(`${pageModule} is not a chunk of the build`)
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  visit('index.html')
  visit(pageModule)
  const files = [...seen]
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'))
  return Promise.all(files.map((file) => readFile(path.join(dist, file), 'utf8')))
}
