import { readFile } from 'node:fs/promises'
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
