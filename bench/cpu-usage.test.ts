import { describe, expect, it } from 'vitest'
import { cpuBreakdown, type CpuSnapshot, parseVmRssBytes } from './cpu-usage.js'
import { cpuLine } from './report-mixed.js'

const snapshot = (overrides: Partial<CpuSnapshot>): CpuSnapshot => ({
  atMs: 0,
  shopSeconds: [0, 0],
  generatorSeconds: 0,
  machineBusyMs: 0,
  machineIdleMs: 0,
  ...overrides,
})

describe('cpuBreakdown', () => {
  it('gives each party its average cores over the window; the rest is everyone else', () => {
    const breakdown = cpuBreakdown(
      snapshot({ atMs: 1_000, shopSeconds: [10, 20], generatorSeconds: 5, machineBusyMs: 50_000 }),
      snapshot({
        atMs: 11_000,
        shopSeconds: [13, 24],
        generatorSeconds: 9,
        machineBusyMs: 69_000,
        machineIdleMs: 1_000,
      }),
      2,
    )
    expect(breakdown.cores).toBe(2)
    expect(breakdown.shopProcesses[0]).toBeCloseTo(0.3)
    expect(breakdown.shopProcesses[1]).toBeCloseTo(0.4)
    expect(breakdown.loadGenerator).toBeCloseTo(0.4)
    expect(breakdown.everythingElse).toBeCloseTo(0.8)
    expect(breakdown.idle).toBeCloseTo(0.1)
    expect(cpuLine(breakdown)).toBe(
      'CPU in the measured window, in cores of 2: shop process 1 0.30, process 2 0.40; load ' +
        'generator 0.40; everything else (PostgreSQL, other users) 0.80; idle 0.10.',
    )
  })

  it('leaves a process it could not read unknown instead of counting it as idle', () => {
    const breakdown = cpuBreakdown(
      snapshot({ shopSeconds: [undefined, 1] }),
      snapshot({ atMs: 1_000, shopSeconds: [undefined, 1.5], machineBusyMs: 600 }),
      2,
    )
    expect(breakdown.shopProcesses).toEqual([undefined, 0.5])
    expect(breakdown.everythingElse).toBeCloseTo(0.1)
  })
})

describe('parseVmRssBytes', () => {
  it.each([
    ['Name:\tnode\nVmPeak:\t  900000 kB\nVmRSS:\t  204800 kB\nThreads:\t11\n', 209_715_200],
    ['Name:\tnode\nThreads:\t11\n', undefined],
  ])('reads the resident set of %j', (status, bytes) => {
    expect(parseVmRssBytes(status)).toBe(bytes)
  })
})
