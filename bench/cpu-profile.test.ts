import { describe, expect, it } from 'vitest'
import { type CpuProfile, summariseCpuProfile } from './cpu-profile.js'

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
})

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('serialise', 'file:///repo/apps/api/dist/server.js', 41) },
    { id: 4, callFrame: frame('gzipSync', 'node:zlib', 9) },
    // The same function reached by another call path: V8 gives it a node of its own.
    { id: 5, callFrame: frame('serialise', 'file:///repo/apps/api/dist/server.js', 41) },
    { id: 6, callFrame: frame('(garbage collector)') },
    { id: 7, callFrame: frame('', 'file:///repo/apps/api/dist/server.js', 99) },
  ],
  startTime: 0,
  endTime: 20_000,
  samples: [2, 3, 4, 5, 6, 2, 7],
  timeDeltas: [5_000, 3_000, 2_000, 1_000, 500, 8_000, 500],
}

describe('summariseCpuProfile', () => {
  it('adds up self time per function, busiest first, idle left out of the busy time', () => {
    const summary = summariseCpuProfile(profile)
    expect(summary.totalMs).toBe(20)
    expect(summary.busyMs).toBe(7)
    expect(summary.top).toEqual([
      { name: 'serialise (server.js:42)', selfMs: 4, share: 4 / 7 },
      { name: 'gzipSync (node:zlib:10)', selfMs: 2, share: 2 / 7 },
      { name: '(anonymous) (server.js:100)', selfMs: 0.5, share: 0.5 / 7 },
      { name: '(garbage collector)', selfMs: 0.5, share: 0.5 / 7 },
    ])
  })

  it('keeps only the top N', () => {
    expect(summariseCpuProfile(profile, 1).top.map((hot) => hot.name)).toEqual([
      'serialise (server.js:42)',
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
