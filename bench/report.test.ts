import { describe, expect, it } from 'vitest'
import type { EndpointResult } from './api-throughput.js'
import type { ServerRuntime } from './server-node.js'
import type { PageResult } from './lighthouse.js'
import { type CalibratedRun, type PageRun, summariseRuns } from './lighthouse-runs.js'
import type { MixedReport } from './mixed-workload.js'
import { mixedSettings } from './mixed-workload.js'
import { type BenchReport, failRunningSection, renderMarkdown } from './report.js'
import { mixedIsCorrect, mixedSection } from './report-mixed.js'
import { type FirstRequest, type PageSample, renderBudget } from './page-watch-stats.js'

type MeasuredMixed = Exclude<MixedReport, { skipped: string }>

const UNBOUGHT = 'not showing a bought product'
const CONTROL = 'bought product (control)'
const firstRequests: FirstRequest[] = [0, 1].flatMap((process) => [
  { kind: UNBOUGHT, path: '/shop/product/far', process, status: 200, render: 'rendered' },
  { kind: UNBOUGHT, path: '/shop?page=400', process, status: 200, render: 'rendered' },
  { kind: CONTROL, path: '/shop/product/bought', process, status: 200, render: 'rendered' },
])
/** The watcher's answers: every page from the cache, the bought product's re-rendered twice. */
const watched = (extra: PageSample[] = []): PageSample[] => [
  ...firstRequests.flatMap((page) =>
    Array.from({ length: 10 }, (_, n) => ({
      kind: page.kind,
      path: page.path,
      process: page.process,
      startedAtMs: 5_000 + n * 4_000,
      status: 200,
      ...(page.kind === CONTROL && n < 1 ? { render: 'rendered' } : {}),
    })),
  ),
  ...extra,
]

const measured = (overrides: Partial<MeasuredMixed> = {}): MeasuredMixed => ({
  settings: mixedSettings(false),
  database: {
    origin: 'a private cluster (15, default settings) under a temp dir',
    version: '15.18',
    fsync: 'on',
    synchronousCommit: 'on',
    maxConnections: '100',
  },
  setup: { accounts: 100, seconds: 31.4 },
  windowSeconds: 60,
  throughput: { requests: 6000, requestsPerSecond: 100, purchases: 300, purchasesPerSecond: 5 },
  steps: [
    {
      step: 'catalogue',
      requests: 1500,
      perSecond: 25,
      p50Ms: 3.2,
      p99Ms: 21.5,
      maxMs: 40,
      errors: 0,
    },
    {
      step: 'sandbox charge',
      requests: 300,
      perSecond: 5,
      p50Ms: 2,
      p99Ms: 9,
      maxMs: 12,
      errors: 0,
    },
  ],
  checkout: {
    purchases: 300,
    p50Ms: 41.2,
    p99Ms: 120.4,
    maxMs: 180,
    goalP99Ms: 150,
    meetsGoal: true,
  },
  errors: [],
  perProcess: [3010, 2990],
  purchasesHeldBack: 0,
  invariants: [
    { name: 'orders = successful payments', expected: '300', actual: '300 orders', holds: true },
  ],
  pageRenders: renderBudget(firstRequests, watched()),
  notes: [],
  ...overrides,
})

describe('mixedSection', () => {
  it('leads with checkout p99 against its goal, errors and invariants', () => {
    const text = mixedSection(measured()).join('\n')
    expect(text).toContain(
      '**Headline: checkout (initialize + verify + checkout) p99 120.4 ms** against a goal of ≤ 150 ms: met',
    )
    expect(text).toContain('Errors: 0 (goal 0). Invariants: all hold.')
    expect(text).toContain('per process 3,010 / 2,990 requests')
    expect(text).toContain('fsync on, synchronous_commit on')
  })

  it('gives every step its row and goal; the sandbox charge is Paystack’s part', () => {
    const lines = mixedSection(measured())
    expect(lines).toContain(
      '| catalogue | 1,500 | 25.0 | 3.2 ms | 21.5 ms | 40.0 ms | 0 | 0 errors: ok |',
    )
    expect(lines).toContain(
      "| sandbox charge | 300 | 5.0 | 2.0 ms | 9.0 ms | 12.0 ms | 0 | — (Paystack's part) |",
    )
    expect(lines).toContain(
      '| **checkout** = initialize + verify + checkout | 300 | 5.00 | 41.2 ms | **120.4 ms** | 180.0 ms | — | p99 ≤ 150 ms: ok |',
    )
    expect(lines).toContain('| orders = successful payments | 300 | 300 orders | ok |')
  })

  it('calls out a missed goal, errors by step and status, and a broken invariant', () => {
    const text = mixedSection(
      measured({
        checkout: { ...measured().checkout, p99Ms: 212, meetsGoal: false },
        errors: [
          { step: 'initialize', status: '429', count: 3 },
          { step: 'verify', status: '200: not success', count: 1 },
        ],
        invariants: [
          { name: 'stock never negative', expected: 'min ≥ 0', actual: 'min -1', holds: false },
        ],
      }),
    ).join('\n')
    expect(text).toContain('against a goal of ≤ 150 ms: **MISSED**')
    expect(text).toContain('Errors: **4** (goal 0). Invariants: **BROKEN**.')
    expect(text).toContain('| initialize | 429 | 3 |')
    expect(text).toContain('| verify | 200: not success | 1 |')
    expect(text).toContain('| stock never negative | min ≥ 0 | min -1 | **NO** |')
  })

  it('counts the renders after the first per kind of watched page, the control beside the budget', () => {
    const lines = mixedSection(measured())
    expect(lines).toContain(
      '| not showing a bought product | 2 | 40 | 0 | 0 | re-renders of pages not showing a bought product: 0 — ok |',
    )
    expect(lines).toContain(
      "| bought product (control) | 1 | 20 | 2 | 0 | control: > 0 when a bought product's page moved (2) |",
    )
    expect(lines.join('\n')).toContain(
      'First requests, before the shoppers, that rendered: 6 of 6.',
    )
  })

  it('calls a page not showing a bought product that re-rendered MISSED, and a watcher that saw no render BLIND', () => {
    const reRendered = watched([
      {
        kind: UNBOUGHT,
        path: '/shop?page=400',
        process: 1,
        startedAtMs: 30_000,
        status: 429,
        render: 'limited',
      },
    ])
    const missed = mixedSection(measured({ pageRenders: renderBudget(firstRequests, reRendered) }))
    expect(missed).toContain(
      '| not showing a bought product | 2 | 41 | 1 | 1 | re-renders of pages not showing a bought product: 1 — **MISSED** |',
    )
    const unseen = firstRequests.map(({ render: _render, ...page }) => page)
    const blind = mixedSection(measured({ pageRenders: renderBudget(unseen, watched()) }))
    expect(blind.join('\n')).toContain(
      're-renders of pages not showing a bought product: 0 — **BLIND** (the watcher saw no render at all',
    )
  })

  it('says why it was skipped', () => {
    expect(mixedSection({ skipped: 'no PostgreSQL: set BENCH_DATABASE_URL' })).toEqual([
      'Skipped: no PostgreSQL: set BENCH_DATABASE_URL',
    ])
  })
})

describe('mixedIsCorrect', () => {
  it('is false on any error or broken invariant, whatever the latency', () => {
    expect(mixedIsCorrect(measured())).toBe(true)
    expect(
      mixedIsCorrect(
        measured({ checkout: { ...measured().checkout, p99Ms: 900, meetsGoal: false } }),
      ),
    ).toBe(true)
    expect(
      mixedIsCorrect(measured({ errors: [{ step: 'checkout', status: '500', count: 1 }] })),
    ).toBe(false)
    expect(
      mixedIsCorrect(
        measured({ invariants: [{ name: 'x', expected: '0', actual: '1', holds: false }] }),
      ),
    ).toBe(false)
    expect(mixedIsCorrect({ skipped: 'no PostgreSQL' })).toBe(true)
  })
})

describe('renderMarkdown', () => {
  const report = (mixed: BenchReport['mixed']): BenchReport => ({
    startedAt: '2026-11-23T14:00:00.000Z',
    finishedAt: '2026-11-23T14:02:00.000Z',
    options: { isQuick: false, sections: ['mixed'], shouldBuild: true },
    machine: {
      node: 'v20.20.2',
      platform: 'linux',
      cpus: 2,
      cpuModel: 'Xeon',
      loadAverage: [0.5, 0.5, 0.5],
    },
    git: { commit: 'abc1234', isDirty: false },
    mixed,
  })

  it('puts the mixed workload in section 4', () => {
    const markdown = renderMarkdown(report(measured()))
    expect(markdown).toContain('## 4. Mixed workload (PostgreSQL, two processes)')
    expect(markdown).not.toContain('## 2. API throughput')
  })

  it('reports a failed section as failed', () => {
    expect(renderMarkdown(report({ error: 'shop process 2 exited' }))).toContain(
      '**Failed:** shop process 2 exited',
    )
  })
})

describe('the Lighthouse section', () => {
  const run = (score: number, lcpMs: number, cls: number, tbtMs: number): PageRun => ({
    performanceScore: score,
    lcpMs,
    tbtMs,
    cls,
    totalTransferBytes: 200_000,
    scriptTransferBytes: 90_000,
  })
  /** One load audited at the calibrated slowdown and at 4×. */
  const load = (
    calibrated: PageRun,
    uncalibrated: PageRun,
    benchmarkIndex: number | null = 210,
  ): CalibratedRun => ({
    benchmarkIndex,
    multiplier: benchmarkIndex === null ? 4 : Math.max(1, 1 + (benchmarkIndex - 150) / 650),
    isHostTooSlow: benchmarkIndex !== null && benchmarkIndex < 150,
    calibrated,
    uncalibrated,
  })
  const page = (label: string, runs: CalibratedRun[], floor?: CalibratedRun[]): PageResult => ({
    label,
    url: `http://127.0.0.1${label}`,
    ...summariseRuns(runs, []),
    ...(floor ? { floor: summariseRuns(floor, []) } : {}),
  })
  /** The report of a Lighthouse-only bench run over these pages. */
  const markdownOf = (pages: PageResult[]) =>
    renderMarkdown({
      startedAt: '2026-11-23T14:00:00.000Z',
      finishedAt: '2026-11-23T14:02:00.000Z',
      options: { isQuick: false, sections: ['lighthouse'], shouldBuild: true },
      machine: { node: 'v20', platform: 'linux', cpus: 2, cpuModel: 'Xeon', loadAverage: [0] },
      git: { commit: 'abc1234', isDirty: false },
      lighthouse: { runsPerPage: 3, notes: [], pages },
    })

  it('holds the calibrated medians to the budgets, not the 4× ones', () => {
    const markdown = markdownOf([
      page('/', [
        load(run(97, 1800, 0.01, 90), run(88, 1900, 0.01, 400), 200),
        load(run(95, 1900, 0.01, 120), run(85, 2000, 0.01, 500), 220),
        load(run(99, 1700, 0.01, 60), run(90, 1800, 0.01, 300), 240),
      ]),
      page('/shop', [load(run(89, 3100, 0.05, 200), run(70, 3300, 0.05, 900))]),
    ])
    expect(markdown).toContain('| / | ok | ok | ok | ok |')
    expect(markdown).toContain('| /shop | **MISSED** | **MISSED** | **MISSED** | **MISSED** |')
    // The calibrated row: median index with the runs' spread, the median multiplier, the medians.
    expect(markdown).toContain('| / | 220 (200–240) | 1.11× | 97 | 1,800 ms | 90 ms | 0.010 |')
    // The same loads at 4×, for comparison, with what they would have missed.
    expect(markdown).toMatch(
      /\| \/ \| 88 \| 1,900 ms \| 400 ms \| 0\.010 \|.*\| \*\*score, TBT\*\* \|/,
    )
    expect(markdown).not.toContain("The machine's floor")
    expect(markdown).not.toContain('pessimistic')
  })

  it("shows each page's calibrated floor without scripts, and the budgets the floor itself misses", () => {
    const markdown = markdownOf([
      page(
        '/',
        [load(run(80, 2400, 0, 700), run(60, 2600, 0, 1500))],
        [load(run(97, 1700, 0, 180), run(90, 1800, 0, 600), 300)],
      ),
      page(
        '/shop',
        [load(run(96, 1900, 0, 120), run(80, 2000, 0, 600))],
        [load(run(99, 1200, 0, 40), run(93, 1300, 0, 250), 300)],
      ),
    ])
    expect(markdown).toContain("The machine's floor")
    expect(markdown).toMatch(
      /\| \/ \| 300 \| 1\.23× \| 97 \| 1,700 ms \| 180 ms \|.*\| 1\/3 \| \*\*TBT\*\* \|/,
    )
    expect(markdown).toMatch(/\| \/shop \| 300 \| 1\.23× \| 99 \|.*\| 1\/3 \| none \|/)
    // The floor at 4× sits beside the page at 4×.
    expect(markdown).toMatch(
      /\| \/ \| 60 \| 2,600 ms \| 1,500 ms \|.*\| 90 \| 1,800 ms \| 600 ms \|/,
    )
  })

  it('says when the host was slower than the phone, or gave no index to calibrate from', () => {
    const markdown = markdownOf([
      page('/', [load(run(90, 2100, 0, 200), run(80, 2500, 0, 500), 120)]),
      page('/shop', [load(run(90, 2100, 0, 200), run(90, 2100, 0, 200), null)]),
    ])
    expect(markdown).toContain('| / | 120 | 1.00× |')
    expect(markdown).toMatch(
      /- \/: in 1 run the host measured below the mid-tier phone.*pessimistic/,
    )
    expect(markdown).toContain('| /shop | — | 4.00× |')
    expect(markdown).toContain('- /shop: 1 run reported no benchmark index and used the default 4×')
  })
})

describe('the catalogue size and the memory it costs', () => {
  const markdownOf = (products: number | undefined, rssAfterBytes: number | undefined) =>
    renderMarkdown({
      startedAt: '2026-12-01T14:00:00.000Z',
      finishedAt: '2026-12-01T14:02:00.000Z',
      options: {
        isQuick: true,
        sections: ['api'],
        shouldBuild: true,
        ...(products === undefined ? {} : { products }),
      },
      machine: { node: 'v20', platform: 'linux', cpus: 2, cpuModel: 'Xeon', loadAverage: [0] },
      git: { commit: 'abc1234', isDirty: false },
      rssAfterBytes,
    })

  it.each([
    [
      20_000,
      300 * 1024 * 1024,
      '**20,000 products**',
      '**300 MB** (budget ≤ 400 MB at 20,000 products: ok)',
    ],
    [
      20_000,
      900 * 1024 * 1024,
      '**20,000 products**',
      '**900 MB** (budget ≤ 400 MB at 20,000 products: **OVER**)',
    ],
    [undefined, 150 * 1024 * 1024, 'the seeded fragrances', '**150 MB**'],
  ])('states %s products and an RSS of %i bytes', (products, rss, size, memory) => {
    const markdown = markdownOf(products, rss)
    expect(markdown).toContain(size)
    expect(markdown).toContain(memory)
  })
})

describe('the API section', () => {
  const side = (requestsPerSecond: number, cpuMicros: number, wrkMicros: number) => ({
    runs: [],
    medianRequestsPerSecond: requestsPerSecond,
    medianP99Ms: 4,
    medianCpuMicrosPerRequest: cpuMicros,
    medianServerCores: 0.95,
    medianGeneratorCpuMicrosPerRequest: wrkMicros,
  })
  const row = (shopRate: number, plainRate: number, wrkMicros: number): EndpointResult => ({
    label: 'catalogue JSON',
    path: '/api/user/product/list',
    encoding: 'br, gzip',
    bodyBytes: 9000,
    contentEncoding: 'br',
    api: side(shopRate, 50, wrkMicros),
    plain: side(plainRate, 25, wrkMicros),
    ratio: shopRate / plainRate,
    cpuRatio: 0.5,
    generatorHeadroom: 25 / wrkMicros,
    hasGoal: true,
  })
  const markdownOf = (endpoints: EndpointResult[], runtime?: ServerRuntime) =>
    renderMarkdown({
      startedAt: '2026-11-28T14:00:00.000Z',
      finishedAt: '2026-11-28T14:02:00.000Z',
      options: { isQuick: false, sections: ['api'], shouldBuild: true },
      machine: { node: 'v20', platform: 'linux', cpus: 2, cpuModel: 'Xeon', loadAverage: [0] },
      git: { commit: 'abc1234', isDirty: false },
      api: {
        settings: { connections: 20, durationSeconds: 10, warmupRequests: 10_000, runs: 3 },
        runtime,
        endpoints,
        notes: [],
      },
    })

  it.each([
    [
      'v26.12.1',
      'SCENTIA_SERVER_NODE',
      'Node v26.12.1** (SCENTIA_SERVER_NODE: the runtime production deploys on)',
    ],
    ['v20.20.2', 'the bench’s own Node', '**not** Node 26, the runtime production deploys on'],
  ] as const)('names the runtime both servers ran on (%s)', (version, source, expected) => {
    const markdown = markdownOf([row(8500, 10_000, 5)], { command: '/opt/node', version, source })
    expect(markdown).toContain(expected)
  })

  it('shows that wrk outruns the plain server, and holds the goal on the req/s ratio', () => {
    const markdown = markdownOf([row(8500, 10_000, 5)])
    expect(markdown).toContain('**The load generator outruns the server it measures:**')
    expect(markdown).toContain('wrk spent 5 µs of CPU per request and the server 25 µs')
    expect(markdown).toContain('could send 5.0× what the plain server answers')
    expect(markdown).toContain('runs at 0.85 × the plain node:http ceiling: goal met**')
    expect(markdown).toMatch(/\| 0\.95 \| 5 µs \| 5\.0× \| \*\*0\.85\*\* \| 0\.50 \| ≥ 0\.8: ok \|/)
    expect(markdown).not.toContain('the machine was the bottleneck')
  })

  it('says when the servers were starved by the machine rather than saturated', () => {
    const starved = row(3000, 5000, 5)
    starved.plain.medianServerCores = 0.2
    expect(markdownOf([starved])).toContain(
      '**But the machine was the bottleneck:** the plain server used at most 0.20 of a core',
    )
  })

  it('says so when the generator is the bottleneck', () => {
    const markdown = markdownOf([row(4000, 10_000, 40)])
    expect(markdown).toContain('**The load generator does NOT outrun the server it measures:**')
    expect(markdown).toContain("partly the generator's ceiling")
    expect(markdown).toContain('goal MISSED')
  })
})

describe('a run that cannot finish', () => {
  const running = (): BenchReport => ({
    startedAt: '2026-11-28T19:17:26.000Z',
    finishedAt: '',
    options: { isQuick: false, sections: ['api', 'mixed'], shouldBuild: false, products: 20_000 },
    machine: { node: 'v20', platform: 'linux', cpus: 2, cpuModel: 'EPYC', loadAverage: [17] },
    git: { commit: '8fc3564', isDirty: false },
    runningSection: 'mixed',
  })

  it('says which section was running in the report saved before it', () => {
    expect(renderMarkdown(running())).toContain(
      '**Unfinished:** written while the mixed section ran',
    )
  })

  it('fails the running section with why, so the final report names the cause', () => {
    const report = running()
    expect(failRunningSection(report, 'the run stopped with nothing left to wait for')).toBe(true)
    expect(report.runningSection).toBeUndefined()
    const markdown = renderMarkdown(report)
    expect(markdown).toContain('## 4. Mixed workload (PostgreSQL, two processes)')
    expect(markdown).toContain('**Failed:** the run stopped with nothing left to wait for')
    expect(markdown).not.toContain('Unfinished')
    expect(failRunningSection(report, 'again')).toBe(false)
  })
})

describe('the catalogue reads (docs/product.md §11)', () => {
  it('holds the query p95 to its database’s budget and the pages to 30 kB of brotli', () => {
    const markdown = renderMarkdown({
      startedAt: '2026-11-28T21:00:00.000Z',
      finishedAt: '2026-11-28T21:30:00.000Z',
      options: { isQuick: false, sections: ['api', 'mixed'], shouldBuild: true },
      machine: { node: 'v20', platform: 'linux', cpus: 2, cpuModel: 'EPYC', loadAverage: [1] },
      git: { commit: 'abc1234', isDirty: false },
      catalogueReads: {
        postgres: {
          query: {
            samples: 120,
            urls: 24,
            p50Ms: 20,
            p95Ms: 61.2,
            maxMs: 90,
            errors: 0,
            budgetMs: 50,
          },
          pages: [{ path: '/shop', status: 200, encoding: 'br', bytes: 10_600 }],
        },
        pglite: {
          query: {
            samples: 120,
            urls: 24,
            p50Ms: 60,
            p95Ms: 120,
            maxMs: 200,
            errors: 0,
            budgetMs: 150,
          },
          pages: [{ path: '/shop?q=vanilla', status: 200, encoding: 'br', bytes: 31_000 }],
        },
      },
    })
    expect(markdown).toContain('**61.2 ms** | 90.0 ms | ≤ 50 ms: **MISSED**')
    expect(markdown).toContain('**120.0 ms** | 200.0 ms | ≤ 150 ms: ok')
    expect(markdown).toContain('| PostgreSQL | `/shop` | 200 | br | 10.6 kB | ≤ 30.0 kB br: ok |')
    expect(markdown).toContain(
      '| PGlite | `/shop?q=vanilla` | 200 | br | 31.0 kB | ≤ 30.0 kB br: **OVER** |',
    )
  })
})
