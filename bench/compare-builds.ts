/**
 * Several builds of the API on the two goal rows of section 2 (the catalogue JSON and a product
 * page, `br, gzip`), side by side with one plain node:http server sending the same bytes: each
 * build's CPU per request and its ratio to the plain server's, measured in the same rounds. On a
 * machine shared with other work a step's "before" and "after" measured minutes apart meet
 * different loads; alternating every side within each round puts them under the same one.
 *
 *   npx tsx bench/compare-builds.ts --build=before:apps/api/.tmp/before/server.js --build=after:apps/api/dist/server.js [--runs=3] [--seconds=10] [--products=N]
 *
 * Each build is a copy of apps/api/dist kept inside apps/api (`.tmp/` is git-ignored), so it
 * finds the same package root and node_modules; all run on `SCENTIA_SERVER_NODE` when set, as
 * section 2 does. `--products=N` grows each build's catalogue to N first, from the same fixed seed
 * (`npm run bench -- --products=N`, bench/README.md). Needs a web build (`npm run build`).
 */
import os from 'node:os'
import path from 'node:path'
import { type ServerRun, startPlainServer, timedRun, warmupRequests } from './api-runs.js'
import { startBuiltShop } from './api-server.js'
import { endpointList } from './api-throughput.js'
import { capture, firstProductId } from './capture.js'
import { exitCleanlyOnSignals, runCleanup } from './cleanup.js'
import { isLoadGeneratorAvailable, runLoad, warmUp, WRK_MISSING_MESSAGE } from './load.js'
import { repoRoot } from './paths.js'
import type { RunningServer } from './processes.js'
import { serverRuntime } from './server-node.js'
import { median } from './stats.js'
import { snapshotWebBuild } from './web-snapshot.js'

const CONNECTIONS = 20
const WARMUP_REQUESTS = 10_000

function options(name: string): string[] {
  const prefix = `--${name}=`
  return process.argv.filter((arg) => arg.startsWith(prefix)).map((arg) => arg.slice(prefix.length))
}

const loadAverage = () => os.loadavg()[0]?.toFixed(1) ?? '?'

interface Side {
  name: string
  server: RunningServer
}

async function main(): Promise<void> {
  exitCleanlyOnSignals()
  if (!(await isLoadGeneratorAvailable())) throw new Error(WRK_MISSING_MESSAGE)
  const builds = options('build').map((spec) => {
    const at = spec.indexOf(':')
    if (at < 1) throw new Error(`--build takes name:path/to/server.js (got "${spec}")`)
    return { name: spec.slice(0, at), file: path.resolve(repoRoot, spec.slice(at + 1)) }
  })
  if (builds.length === 0) throw new Error('Name at least one --build=name:path/to/server.js')
  const runs = Number(options('runs')[0] ?? '3')
  const seconds = Number(options('seconds')[0] ?? '10')
  const productsOption = options('products')[0]
  const products = productsOption === undefined ? undefined : Number(productsOption)
  const runtime = serverRuntime()
  const loadAtStart = loadAverage()

  const webRoot = await snapshotWebBuild()
  const shops: Side[] = []
  try {
    // Started together: each migrates and seeds its own fresh database first.
    console.error(`[compare] starting ${builds.map((build) => build.name).join(', ')}`)
    const started = await Promise.allSettled(
      builds.map(async (build) => ({
        name: build.name,
        server: await startBuiltShop(webRoot, { serverFile: build.file, products }),
      })),
    )
    for (const result of started) if (result.status === 'fulfilled') shops.push(result.value)
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    const [firstShop] = shops
    if (!firstShop) throw new Error('No build started')
    const first = firstShop.server
    const productId = await firstProductId(first.baseUrl)
    const rows = endpointList(productId).filter((endpoint) => endpoint.hasGoal)
    const measured = []
    for (const row of rows) {
      measured.push({ row, response: await capture(first.baseUrl, row.path, row.headers) })
    }
    const plain = await startPlainServer(measured.map(({ response }) => response))
    const sides: Side[] = [{ name: 'plain', server: plain }, ...shops]
    const lines: string[] = []
    try {
      for (const { row, response } of measured) {
        // The plain server replays the first build's bytes exactly. Each build seeds its own
        // database, whose times differ from another's (and so do the compressed bytes, by a
        // few): the same status and a size within 1 % is what is checked for the others.
        const length = Buffer.byteLength(response.bodyBase64, 'base64')
        const sizes: string[] = []
        for (const side of sides) {
          const again = await capture(side.server.baseUrl, row.path, row.headers)
          const size = Buffer.byteLength(again.bodyBase64, 'base64')
          sizes.push(`${side.name} ${size} B`)
          const isNear = Math.abs(size - length) <= length / 100
          const isExact = again.bodyBase64 === response.bodyBase64
          if (again.status !== response.status || !isNear || (side.server === plain && !isExact)) {
            throw new Error(`${side.name} does not send the same answer for GET ${row.path}`)
          }
        }
        lines.push(`\n${row.label}: bodies ${sizes.join(', ')}`)
        const count = warmupRequests(
          WARMUP_REQUESTS,
          Buffer.byteLength(response.bodyBase64, 'base64'),
        )
        for (const side of sides) {
          console.error(`[compare] ${row.label}: warming ${side.name} (${count} requests)`)
          await warmUp(side.server.baseUrl + row.path, count, {
            connections: CONNECTIONS,
            headers: row.headers,
          })
        }
        const results = new Map<string, ServerRun[]>()
        for (let run = 1; run <= runs; run++) {
          // Each round in a shifted order, so no side always follows the same one.
          const order = [
            ...sides.slice((run - 1) % sides.length),
            ...sides.slice(0, (run - 1) % sides.length),
          ]
          for (const side of order) {
            const result = await timedRun(side.server, () =>
              runLoad(side.server.baseUrl + row.path, {
                connections: CONNECTIONS,
                durationSeconds: seconds,
                headers: row.headers,
              }),
            )
            if (result.non2xx > 0 || result.socketErrors > 0) {
              throw new Error(`${side.name} answered errors on ${row.path}: not comparable`)
            }
            results.set(side.name, [...(results.get(side.name) ?? []), result])
            console.error(
              `[compare] ${row.label} run ${run}/${runs} ${side.name}: ` +
                `${Math.round(result.requestsPerSecond)} req/s, ${result.cpuMicrosPerRequest?.toFixed(1) ?? '?'} µs CPU/request`,
            )
          }
        }
        const figures = (name: string) => {
          const sideRuns = results.get(name) ?? []
          return {
            rps: median(sideRuns.map((run) => run.requestsPerSecond)),
            cpu: median(sideRuns.map((run) => run.cpuMicrosPerRequest ?? Number.NaN)),
          }
        }
        const base = figures('plain')
        lines.push(
          `\n${row.label} (GET ${row.path}, ${row.headers['accept-encoding'] ?? 'identity'}): ` +
            `plain ${Math.round(base.rps)} req/s, ${base.cpu.toFixed(1)} µs CPU/request`,
          '',
          '| build | req/s | CPU µs/req | req/s ratio | CPU ratio |',
          '| --- | --: | --: | --: | --: |',
        )
        for (const shop of shops) {
          const own = figures(shop.name)
          lines.push(
            `| ${shop.name} | ${Math.round(own.rps)} | ${own.cpu.toFixed(1)} | ` +
              `${(own.rps / base.rps).toFixed(2)} | ${(base.cpu / own.cpu).toFixed(2)} |`,
          )
        }
      }
    } finally {
      await plain.stop()
    }
    console.log(
      `Node ${runtime.version} (${runtime.source}); ${products === undefined ? 'the seeded catalogue' : `${products} products`}; ` +
        `${runs} runs of ${seconds} s per side, medians; ` +
        `load average ${loadAtStart} → ${loadAverage()}`,
    )
    console.log(lines.join('\n'))
  } finally {
    for (const shop of shops) await shop.server.stop()
  }
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error('[compare]', error)
    await runCleanup()
    process.exit(1)
  },
)
