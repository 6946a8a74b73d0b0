/**
 * `npm run bench`: builds the shop, then measures what docs/product.md §8 promises — bundle sizes per
 * route, API throughput against the machine's ceiling, Lighthouse on a slow phone, a mixed
 * workload on PostgreSQL with two processes — and writes
 * bench/reports/<timestamp>.{md,json}. See bench/README.md.
 */
import os from 'node:os'
import path from 'node:path'
import { measureApi } from './api-throughput.js'
import { processRssBytes } from './cpu-usage.js'
import { startBuiltShop } from './api-server.js'
import { BuildError, buildShop } from './build.js'
import { firstProductId } from './capture.js'
import { measureBundle } from './bundle.js'
import { measureDashboard } from './dashboard.js'
import { firstLoadOverBudget, measureServedFirstLoad } from './first-load.js'
import { exitCleanlyOnSignals, interruptedBy, runCleanup } from './cleanup.js'
import { measurePages } from './lighthouse.js'
import { measureMixed } from './mixed-workload.js'
import { makeDemoOwner, productWithPhotos } from './photo-product.js'
import { startScriptlessShop } from './scriptless.js'
import { type BenchOptions, parseOptions, type Section, USAGE, UsageError } from './options.js'
import { reportsFolder, repoRoot } from './paths.js'
import { runCommand } from './processes.js'
import { measureCatalogueReads } from './catalogue-reads.js'
import {
  type BenchReport,
  failRunningSection,
  fileStamp,
  renderMarkdown,
  type SectionOutcome,
  writeReport,
} from './report.js'
import { mixedIsCorrect } from './report-mixed.js'
import { SnapshotError, snapshotWebBuild } from './web-snapshot.js'

async function gitState(): Promise<BenchReport['git']> {
  try {
    const commit = await runCommand('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot })
    const status = await runCommand('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: repoRoot,
    })
    return { commit: commit.stdout.trim() || 'unknown', isDirty: status.stdout.trim() !== '' }
  } catch {
    return { commit: 'unknown', isDirty: false }
  }
}

/** A section that fails is reported as failed; the others still run and the report is still written. */
async function attempt<T>(name: string, measure: () => Promise<T>): Promise<SectionOutcome<T>> {
  try {
    return await measure()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`[bench] ${name} failed: ${message}`)
    return { error: message }
  }
}

/**
 * Saves the report as it stands, with the section about to run named: a run that dies in it
 * (killed, out of memory) still leaves the sections before it and says where it stopped.
 */
async function enterSection(report: BenchReport, section: Section | undefined): Promise<void> {
  report.runningSection = section
  if (section === undefined) return
  try {
    await writeReport(report, renderMarkdown(report))
  } catch (error) {
    console.error('[bench] could not save the report so far:', error)
  }
}

async function measure(options: BenchOptions, report: BenchReport): Promise<void> {
  if (options.shouldBuild) {
    console.error('[bench] npm run build')
    await buildShop()
  }
  const webRoot = await snapshotWebBuild()
  if (options.sections.includes('bundle')) {
    console.error('[bench] bundle sizes')
    await enterSection(report, 'bundle')
    report.bundle = await attempt('bundle', () => measureBundle(webRoot))
    await enterSection(report, undefined)
  }
  await measureOnPglite(options, report, webRoot)
  if (options.sections.includes('mixed')) {
    console.error('[bench] mixed workload on PostgreSQL with two processes')
    await enterSection(report, 'mixed')
    const profileDir = options.shouldProfile
      ? path.join(reportsFolder, `${fileStamp(report.startedAt)}-cpu`)
      : undefined
    // docs/product.md §11's read budgets on PostgreSQL, on a warm process before the shoppers come.
    const beforeShoppers = async (baseUrl: string) => {
      console.error('[bench] mixed: GET /api/products (text + two filters) and the pages’ bytes')
      report.catalogueReads = {
        ...report.catalogueReads,
        postgres: await attempt('catalogue reads (PostgreSQL)', () =>
          measureCatalogueReads(baseUrl, 'postgres'),
        ),
      }
    }
    report.mixed = await attempt('mixed', () =>
      measureMixed(webRoot, options.isQuick, profileDir, options.products, beforeShoppers),
    )
    await enterSection(report, undefined)
  }
  if (options.sections.includes('dashboard')) {
    console.error('[bench] sales dashboard at 100,000 orders')
    report.dashboard = await attempt('dashboard', () => measureDashboard(webRoot, options.isQuick))
  }
}

/** Sections 2 and 3 and the served first load share one server on the embedded database. */
async function measureOnPglite(
  options: BenchOptions,
  report: BenchReport,
  webRoot: string,
): Promise<void> {
  const needsServer = (['bundle', 'api', 'lighthouse'] as const).some((section) =>
    options.sections.includes(section),
  )
  if (!needsServer) return

  console.error('[bench] starting the built shop on a fresh DATA_DIR (migrates and seeds first)')
  let shop
  try {
    // The owner uploads section 3's product photos through the console's API.
    const prepare = options.sections.includes('lighthouse') ? makeDemoOwner : undefined
    shop = await startBuiltShop(webRoot, { products: options.products, prepare })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`[bench] ${message}`)
    if (options.sections.includes('api')) report.api = { error: message }
    if (options.sections.includes('lighthouse')) report.lighthouse = { error: message }
    return
  }
  try {
    const bundle = report.bundle
    if (bundle && !('error' in bundle)) {
      console.error('[bench] first-load JS of / and /shop as served')
      try {
        bundle.served = await measureServedFirstLoad(shop.baseUrl, webRoot, bundle.routes)
      } catch (error) {
        bundle.notes.push(`First load as served not measured: ${String(error)}`)
      }
    }
    if (options.sections.includes('api')) {
      await enterSection(report, 'api')
      report.api = await attempt('api', () => measureApi(shop, options.isQuick))
      console.error('[bench] GET /api/products (text + two filters) and the pages’ bytes')
      report.catalogueReads = {
        ...report.catalogueReads,
        pglite: await attempt('catalogue reads (PGlite)', () =>
          measureCatalogueReads(shop.baseUrl, 'pglite'),
        ),
      }
      await enterSection(report, undefined)
    }
    if (options.sections.includes('lighthouse') && options.isQuick) {
      // One Lighthouse run on 2 shared cores moves by 10+ points: --quick stays a smoke test.
      report.lighthouse = {
        skipped: '--quick skips Lighthouse; `npm run bench` measures the budgets (3 runs a page).',
      }
    } else if (options.sections.includes('lighthouse')) {
      await enterSection(report, 'lighthouse')
      report.lighthouse = await attempt('lighthouse', async () => {
        const paths = ['/', '/shop']
        const productId = await firstProductId(shop.baseUrl)
        if (productId) paths.push(`/shop/product/${encodeURIComponent(productId)}`)
        paths.push(await productWithPhotos(shop.baseUrl))
        // The same pages without their scripts, alternated with them: the machine's floor.
        const scriptless = await startScriptlessShop(shop.baseUrl)
        try {
          const pages = paths.map((pagePath) => ({
            label: pagePath,
            url: shop.baseUrl + pagePath,
            floorUrl: scriptless.baseUrl + pagePath,
          }))
          const result = await measurePages(pages, 3)
          if (!productId && !('skipped' in result)) {
            result.notes.push(
              'No product in GET /api/user/product/list yet: the product page was not measured.',
            )
          }
          return result
        } finally {
          await scriptless.stop()
        }
      })
      await enterSection(report, undefined)
    }
  } finally {
    // What the process holds after serving every section (docs/product.md §11: ≤ 400 MB at 20,000).
    report.rssAfterBytes = processRssBytes(shop.pid)
    await shop.stop()
  }
}

let isFinished = false

/**
 * What would end the run without a report — an error thrown outside every section's `attempt`,
 * or a promise nothing will ever settle (Node then exits as if done, silently) — fails the
 * section that was running, writes the report with why, and exits 1.
 */
function failUnfinishedRunsWithAReport(report: BenchReport): void {
  const stop = (why: string) => {
    if (isFinished) return
    isFinished = true
    console.error(`[bench] ${why}`)
    failRunningSection(report, why)
    report.finishedAt = new Date().toISOString()
    report.machine.loadAverageAtEnd = os.loadavg()
    void (async () => {
      await runCleanup()
      const markdown = renderMarkdown(report)
      const files = await writeReport(report, markdown)
      console.log(markdown)
      console.error(`[bench] report: ${path.relative(repoRoot, files.markdownFile)}`)
    })().finally(() => process.exit(1))
  }
  process.on('uncaughtException', (error) => {
    stop(
      `uncaught error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
  })
  process.on('unhandledRejection', (reason) => {
    stop(
      `unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
    )
  })
  process.on('beforeExit', () => {
    stop(
      'the run stopped with nothing left to wait for while it still awaited a result ' +
        '(a promise that never settles)',
    )
  })
}

async function main(): Promise<number> {
  exitCleanlyOnSignals()
  let options: BenchOptions
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`)
      return 2
    }
    throw error
  }
  if (options.showHelp) {
    console.log(USAGE)
    return 0
  }

  const cpus = os.cpus()
  const report: BenchReport = {
    startedAt: new Date().toISOString(),
    finishedAt: '',
    options: {
      isQuick: options.isQuick,
      sections: options.sections,
      shouldBuild: options.shouldBuild,
      shouldProfile: options.shouldProfile,
      ...(options.products === undefined ? {} : { products: options.products }),
    },
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
      loadAverage: os.loadavg(),
    },
    git: await gitState(),
  }

  failUnfinishedRunsWithAReport(report)
  try {
    await measure(options, report)
  } catch (error) {
    if (error instanceof BuildError || error instanceof SnapshotError) {
      console.error(`\n[bench] ${error.message}`)
      return 1
    }
    throw error
  } finally {
    await runCleanup()
  }
  // The signal handler exits once cleanup is done; a half-measured report is not written.
  if (interruptedBy()) return 130

  isFinished = true
  report.finishedAt = new Date().toISOString()
  report.machine.loadAverageAtEnd = os.loadavg()
  const markdown = renderMarkdown(report)
  const files = await writeReport(report, markdown)
  console.log(markdown)
  console.error(
    `[bench] report: ${path.relative(repoRoot, files.markdownFile)} and ${path.relative(repoRoot, files.jsonFile)}`,
  )
  const failed = [
    report.bundle,
    report.api,
    report.lighthouse,
    report.mixed,
    report.dashboard,
  ].some((outcome) => outcome !== undefined && 'error' in outcome)
  // An error or a broken invariant under load is a defect, not a slow figure: say so in the exit code.
  const isMixedWrong =
    report.mixed !== undefined && !('error' in report.mixed) && !mixedIsCorrect(report.mixed)
  // First-load JS over its budget fails the run too (decision 036): the bench holds the budget.
  const overBudget =
    report.bundle !== undefined && !('error' in report.bundle)
      ? firstLoadOverBudget(report.bundle.served ?? [])
      : []
  for (const line of overBudget) console.error(`[bench] ${line}`)
  return failed || isMixedWrong || overBudget.length > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error('[bench] unexpected failure:', error)
    await runCleanup()
    process.exit(1)
  },
)
