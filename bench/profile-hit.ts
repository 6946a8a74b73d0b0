/**
 * Where a cached answer's CPU goes: the built shop under `node --cpu-prof`, warmed, then loaded
 * with wrk on one URL; the report lists the busiest functions (self time) during the load only,
 * and the shop's CPU per request. Needs a build (`npm run build`) and wrk.
 *
 *   npx tsx bench/profile-hit.ts [--path=/api/user/product/list] [--encoding='br, gzip'] [--seconds=10] [--accept=application/json] [--products=N] [--save=FILE.cpuprofile]
 *
 * `{product}` in the path is the catalogue list's first product id (a product page:
 * `--path=/shop/product/{product} --accept=text/html`); `--products=N` grows the catalogue to N
 * first, as `npm run bench -- --products=N` does (bench/README.md).
 */
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startBuiltShop } from './api-server.js'
import { firstProductId } from './capture.js'
import { exitCleanlyOnSignals, runCleanup } from './cleanup.js'
import { type CpuProfile, summariseCpuProfile, totalTimes } from './cpu-profile.js'
import { processCpuSeconds } from './cpu-usage.js'
import { isLoadGeneratorAvailable, runLoad, warmUp, WRK_MISSING_MESSAGE } from './load.js'
import { snapshotWebBuild } from './web-snapshot.js'

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n)

async function main(): Promise<void> {
  exitCleanlyOnSignals()
  if (!(await isLoadGeneratorAvailable())) throw new Error(WRK_MISSING_MESSAGE)
  const urlPath = option('path', '/api/user/product/list')
  const headers = {
    accept: option('accept', 'application/json'),
    'accept-encoding': option('encoding', 'br, gzip'),
  }
  const seconds = Number(option('seconds', '10'))
  const productsOption = option('products', '')
  const products = productsOption ? Number(productsOption) : undefined
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'scentia-profile-'))
  try {
    const webRoot = await snapshotWebBuild()
    const shop = await startBuiltShop(webRoot, { cpuProfileDir: profileDir, products })
    let window
    let cpuMicrosPerRequest
    let requests = 0
    try {
      const productId = urlPath.includes('{product}')
        ? await firstProductId(shop.baseUrl)
        : undefined
      if (urlPath.includes('{product}') && !productId) throw new Error('The shop lists no product')
      const resolvedPath = urlPath.replace('{product}', encodeURIComponent(productId ?? ''))
      const url = shop.baseUrl + resolvedPath
      await warmUp(url, 10_000, { connections: 20, headers })
      const before = processCpuSeconds(shop.pid)
      const fromUs = nowUs()
      const result = await runLoad(url, { connections: 20, durationSeconds: seconds, headers })
      window = { fromUs, toUs: nowUs() }
      requests = result.requests
      const after = processCpuSeconds(shop.pid)
      if (before !== undefined && after !== undefined)
        cpuMicrosPerRequest = ((after - before) * 1e6) / result.requests
      console.log(
        `GET ${resolvedPath} (${headers['accept-encoding']}): ${Math.round(result.requestsPerSecond)} req/s, ` +
          `${result.non2xx} non-2xx, shop ${cpuMicrosPerRequest?.toFixed(1) ?? '?'} µs CPU/request`,
      )
    } finally {
      // The profile is written as the process exits.
      await shop.stop()
    }
    const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'))
    if (!file) throw new Error('The shop wrote no CPU profile')
    const save = option('save', '')
    if (save) await copyFile(path.join(profileDir, file), save)
    const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8')) as CpuProfile
    const summary = summariseCpuProfile(profile, 25, window)
    console.log(
      `\nBusy ${summary.busyMs.toFixed(0)} ms of ${summary.totalMs.toFixed(0)} ms under load; self time:\n`,
    )
    console.log('| Function | Self ms | Share |\n|---|--:|--:|')
    for (const hot of summary.top) {
      console.log(`| ${hot.name} | ${hot.selfMs.toFixed(0)} | ${(hot.share * 100).toFixed(1)} % |`)
    }
    console.log(
      '\nTotal time (own and callees):\n\n| Function | Total ms | Per request |\n|---|--:|--:|',
    )
    for (const hot of totalTimes(profile, 40, window)) {
      console.log(
        `| ${hot.name} | ${hot.totalMs.toFixed(0)} | ${requests ? ((hot.totalMs * 1000) / requests).toFixed(1) : '?'} µs |`,
      )
    }
  } finally {
    await runCleanup()
    await rm(profileDir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error('[profile]', error)
    await runCleanup()
    process.exit(1)
  },
)
