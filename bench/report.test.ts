import { describe, expect, it } from 'vitest'
import type { PageResult } from './lighthouse.js'
import type { MixedReport } from './mixed-workload.js'
import { mixedSettings } from './mixed-workload.js'
import { type BenchReport, renderMarkdown } from './report.js'
import { mixedIsCorrect, mixedSection } from './report-mixed.js'

type MeasuredMixed = Exclude<MixedReport, { skipped: string }>

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

describe('the Lighthouse budgets', () => {
  const run = (score: number, lcpMs: number, cls: number, tbtMs: number) => ({
    performanceScore: score,
    lcpMs,
    tbtMs,
    cls,
    totalTransferBytes: 200_000,
    scriptTransferBytes: 90_000,
  })
  const page = (label: string, median: ReturnType<typeof run>) => ({
    label,
    url: `http://127.0.0.1${label}`,
    runs: [median],
    median,
    errors: [],
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

  it('marks each median against its budget', () => {
    const markdown = markdownOf([
      page('/', run(97, 1800, 0.01, 90)),
      page('/shop', run(89, 3100, 0.05, 200)),
    ])
    expect(markdown).toContain('| / | ok | ok | ok | ok |')
    expect(markdown).toContain('| /shop | **MISSED** | **MISSED** | **MISSED** | **MISSED** |')
    expect(markdown).not.toContain("The machine's floor")
  })

  it("shows each page's floor without scripts, and the budgets the floor itself misses", () => {
    const floor = (median: ReturnType<typeof run>) => ({ runs: [median], median, errors: [] })
    const markdown = markdownOf([
      { ...page('/', run(80, 2400, 0, 700)), floor: floor(run(97, 1700, 0, 180)) },
      { ...page('/shop', run(96, 1900, 0, 120)), floor: floor(run(99, 1200, 0, 40)) },
    ])
    expect(markdown).toContain("The machine's floor")
    expect(markdown).toMatch(/\| \/ \| 97 \| 1,700 ms \| 180 ms \|.*\| 1\/3 \| \*\*TBT\*\* \|/)
    expect(markdown).toMatch(/\| \/shop \| 99 \|.*\| 1\/3 \| none \|/)
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
