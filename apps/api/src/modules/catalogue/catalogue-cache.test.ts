import { describe, expect, it } from 'vitest'
import { type CatalogueChanges, createCatalogueCache } from './catalogue-cache.js'

/**
 * A cache over a fake table: `version` is the data, `fingerprint` what the database reports.
 * Each refresh is recorded with the changes it was handed.
 */
function setup(revalidateAfterMs = 1_000) {
  const state = {
    version: 1,
    fingerprint: 'a',
    builds: 0,
    checks: 0,
    time: 0,
    refreshes: [] as { ids: number[]; any: boolean }[],
  }
  const cache = createCatalogueCache({
    build: async () => {
      state.builds += 1
      const value = `catalogue v${state.version}`
      await Promise.resolve()
      return value
    },
    refresh: async (_current: string, changes: CatalogueChanges) => {
      state.refreshes.push({ ids: [...changes.ids].sort(), any: changes.any })
      const value = `catalogue v${state.version}`
      await Promise.resolve()
      return value
    },
    fingerprint: async () => {
      state.checks += 1
      await Promise.resolve()
      return state.fingerprint
    },
    revalidateAfterMs,
    now: () => state.time,
  })
  return { cache, state }
}

describe('catalogue cache', () => {
  it('builds once and serves the same value until something changes', async () => {
    const { cache, state } = setup()
    expect(await cache.get()).toBe('catalogue v1')
    state.version = 2
    expect(await cache.get()).toBe('catalogue v1')
    expect(state.builds).toBe(1)
    expect(state.refreshes).toEqual([])
  })

  it('shares one build among concurrent callers', async () => {
    const { cache, state } = setup()
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get()))
    expect(new Set(values)).toEqual(new Set(['catalogue v1']))
    expect(state.builds).toBe(1)
  })

  it('refreshes only the products named by invalidate(ids), without reading the fingerprint', async () => {
    const { cache, state } = setup()
    await cache.get()
    state.version = 2
    cache.invalidate([7])
    cache.invalidate([3, 7])
    const values = await Promise.all([cache.get(), cache.get()])
    expect(values).toEqual(['catalogue v2', 'catalogue v2'])
    expect(state.refreshes).toEqual([{ ids: [3, 7], any: false }])
    expect(state.builds).toBe(1)
    expect(state.checks).toBe(1)
  })

  it('compares every product after an invalidate() that names none', async () => {
    const { cache, state } = setup()
    await cache.get()
    state.version = 2
    cache.invalidate()
    expect(await cache.get()).toBe('catalogue v2')
    expect(state.refreshes).toEqual([{ ids: [], any: true }])
    expect(state.builds).toBe(1)
  })

  it('does not hand a change made during a refresh to that refresh, but to the next', async () => {
    const { cache, state } = setup()
    await cache.get()
    cache.invalidate([1])
    const early = cache.get()
    state.version = 2
    cache.invalidate([2])
    const late = cache.get()
    expect(await early).toBe('catalogue v1')
    expect(await late).toBe('catalogue v2')
    expect(state.refreshes).toEqual([
      { ids: [1], any: false },
      { ids: [2], any: false },
    ])
  })

  it('marks nothing refreshed when the first build reads everything anyway', async () => {
    const { cache, state } = setup()
    cache.invalidate([5])
    await cache.get()
    await cache.get()
    expect(state.refreshes).toEqual([])
  })

  it('checks the fingerprint once the value is older than revalidateAfterMs, and keeps it if unmoved', async () => {
    const { cache, state } = setup(1_000)
    await cache.get()
    state.time = 999
    await cache.get()
    expect(state.checks).toBe(1)
    state.time = 1_000
    expect(await cache.get()).toBe('catalogue v1')
    expect(state.checks).toBe(2)
    expect(state.builds).toBe(1)
    expect(state.refreshes).toEqual([])
    // The check renews trust for another interval.
    state.time = 1_500
    await cache.get()
    expect(state.checks).toBe(2)
  })

  it("compares every product when another process's write moved the fingerprint", async () => {
    const { cache, state } = setup(1_000)
    await cache.get()
    state.version = 2
    state.fingerprint = 'b'
    state.time = 1_000
    expect(await cache.get()).toBe('catalogue v2')
    expect(state.builds).toBe(1)
    expect(state.refreshes).toEqual([{ ids: [], any: true }])
  })

  it('after refreshing its own ids, still compares every product at the next check', async () => {
    // Its own write moved the fingerprint too; another process may have written meanwhile, so
    // the fingerprint is not taken as read until every stamp was compared.
    const { cache, state } = setup(1_000)
    await cache.get()
    state.fingerprint = 'b'
    cache.invalidate([4])
    await cache.get()
    state.time = 1_000
    await cache.get()
    expect(state.refreshes).toEqual([
      { ids: [4], any: false },
      { ids: [], any: true },
    ])
  })

  it('lets a failed refresh fail its callers, then tries the same changes again', async () => {
    let fail = true
    const handed: number[][] = []
    const cache = createCatalogueCache({
      build: async () => 'v1',
      refresh: async (_current, changes) => {
        handed.push([...changes.ids])
        if (fail) throw new Error('database down')
        return 'v2'
      },
      fingerprint: async () => 'x',
      revalidateAfterMs: 1_000,
    })
    await cache.get()
    cache.invalidate([9])
    await expect(cache.get()).rejects.toThrow('database down')
    fail = false
    expect(await cache.get()).toBe('v2')
    expect(handed).toEqual([[9], [9]])
  })

  it('lets a failed build fail its callers, then tries again', async () => {
    let fail = true
    const cache = createCatalogueCache({
      build: async () => {
        if (fail) throw new Error('database down')
        return 'ok'
      },
      refresh: async (current) => current,
      fingerprint: async () => 'x',
      revalidateAfterMs: 1_000,
    })
    await expect(cache.get()).rejects.toThrow('database down')
    fail = false
    expect(await cache.get()).toBe('ok')
  })

  describe('peek: the held value without a wait, only when get() would answer with it at once', () => {
    it('has nothing before the first build, and the built value after', async () => {
      const { cache } = setup()
      expect(cache.peek()).toBeUndefined()
      const building = cache.get()
      // The first build is under way: nothing held yet.
      expect(cache.peek()).toBeUndefined()
      await building
      expect(cache.peek()).toBe('catalogue v1')
    })

    it('holds back a value marked changed until its refresh lands (docs/decisions/039)', async () => {
      const { cache, state } = setup()
      await cache.get()
      state.version = 2
      cache.invalidate([4])
      // The old value is not the answer any more, though nothing has read yet.
      expect(cache.peek()).toBeUndefined()
      const refreshing = cache.get()
      // The refresh took the change; while it is in flight the old value is still not current.
      expect(cache.peek()).toBeUndefined()
      expect(await refreshing).toBe('catalogue v2')
      expect(cache.peek()).toBe('catalogue v2')
    })

    it('holds back a value older than revalidateAfterMs: get() checks the fingerprint first', async () => {
      const { cache, state } = setup(1_000)
      await cache.get()
      state.time = 999
      expect(cache.peek()).toBe('catalogue v1')
      state.time = 1_000
      // Another process may have written: get() reads the fingerprint, peek() cannot.
      expect(cache.peek()).toBeUndefined()
      state.fingerprint = 'b'
      state.version = 2
      expect(await cache.get()).toBe('catalogue v2')
      expect(cache.peek()).toBe('catalogue v2')
    })

    it('never reads: a peek costs no build, refresh or fingerprint', async () => {
      const { cache, state } = setup()
      await cache.get()
      const checks = state.checks
      for (let index = 0; index < 5; index += 1) cache.peek()
      cache.invalidate()
      cache.peek()
      state.time = 10_000
      cache.peek()
      expect(state.checks).toBe(checks)
      expect(state.builds).toBe(1)
      expect(state.refreshes).toEqual([])
    })
  })
})
