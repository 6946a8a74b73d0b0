import { describe, expect, it } from 'vitest'
import { type CpuProfile, summariseCpuProfile, totalTimes } from './cpu-profile.js'

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
})

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 6, 7, 8] },
    { id: 2, callFrame: frame('(idle)') },
    {
      id: 3,
      callFrame: frame('serialise', 'file:///repo/apps/api/dist/server.js', 41),
      children: [4],
    },
    { id: 4, callFrame: frame('gzipSync', 'node:zlib', 9) },
    // The same function reached by another call path: V8 gives it a node of its own.
    { id: 5, callFrame: frame('serialise', 'file:///repo/apps/api/dist/server.js', 41) },
    { id: 6, callFrame: frame('(garbage collector)') },
    { id: 7, callFrame: frame('', 'file:///repo/apps/api/dist/server.js', 99) },
    // A socket write from the pg client, through Node's stream code.
    {
      id: 8,
      callFrame: frame('submit', 'file:///repo/apps/api/dist/server.js', 120),
      children: [9],
    },
    { id: 9, callFrame: frame('uncork', 'node:internal/streams/writable', 519), children: [10] },
    { id: 10, callFrame: frame('writev') },
  ],
  startTime: 0,
  endTime: 20_000,
  samples: [2, 3, 4, 5, 6, 2, 7, 10],
  timeDeltas: [5_000, 3_000, 2_000, 1_000, 500, 8_000, 500, 1_500],
}

describe('summariseCpuProfile', () => {
  it('adds up self time per function, busiest first, idle left out of the busy time', () => {
    const summary = summariseCpuProfile(profile)
    expect(summary.totalMs).toBe(20)
    expect(summary.busyMs).toBe(8.5)
    expect(summary.top).toEqual([
      { name: 'serialise (server.js:42)', selfMs: 4, share: 4 / 8.5 },
      { name: 'gzipSync (node:zlib:10) ← serialise (server.js:42)', selfMs: 2, share: 2 / 8.5 },
      { name: 'writev ← submit (server.js:121)', selfMs: 1.5, share: 1.5 / 8.5 },
      { name: '(anonymous) (server.js:100)', selfMs: 0.5, share: 0.5 / 8.5 },
      { name: '(garbage collector)', selfMs: 0.5, share: 0.5 / 8.5 },
    ])
  })

  it('keeps only the top N', () => {
    expect(summariseCpuProfile(profile, 1).top.map((hot) => hot.name)).toEqual([
      'serialise (server.js:42)',
    ])
  })

  it('counts only the samples taken in a window (a load run, not the start-up before it)', () => {
    // Samples land at 5, 8, 10, 11, 11.5, 19.5, 20 and 21.5 ms.
    const summary = summariseCpuProfile(profile, 12, { fromUs: 9_000, toUs: 12_000 })
    expect(summary.totalMs).toBe(3)
    expect(summary.busyMs).toBe(3.5)
    expect(summary.top.map((hot) => [hot.name, hot.selfMs])).toEqual([
      ['gzipSync (node:zlib:10) ← serialise (server.js:42)', 2],
      ['serialise (server.js:42)', 1],
      ['(garbage collector)', 0.5],
    ])
  })

  it('copes with a profile without samples', () => {
    expect(summariseCpuProfile({ nodes: [], startTime: 0, endTime: 0 })).toEqual({
      totalMs: 0,
      busyMs: 0,
      top: [],
    })
  })
})

describe('totalTimes', () => {
  it("gives each function its own time and its callees', once per sample, without V8's pseudo-functions", () => {
    expect(totalTimes(profile).map((hot) => [hot.name, hot.totalMs])).toEqual([
      ['serialise (server.js:42)', 6],
      ['gzipSync (node:zlib:10)', 2],
      ['submit (server.js:121)', 1.5],
      ['uncork (writable:520)', 1.5],
      ['writev', 1.5],
      ['(anonymous) (server.js:100)', 0.5],
    ])
  })

  it('counts only the samples in the window', () => {
    expect(totalTimes(profile, 12, { fromUs: 9_000, toUs: 10_500 })).toEqual([
      { name: 'gzipSync (node:zlib:10)', totalMs: 2 },
      { name: 'serialise (server.js:42)', totalMs: 2 },
    ])
  })
})
