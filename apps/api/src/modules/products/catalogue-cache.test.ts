import { describe, expect, it } from 'vitest'
import { createCatalogueCache } from './catalogue-cache.js'

/** A cache over a fake table: `version` is the data, `fingerprint` what the database reports. */
function setup(revalidateAfterMs = 1_000) {
  const state = { version: 1, fingerprint: 'a', builds: 0, checks: 0, time: 0 }
  const cache = createCatalogueCache({
    build: async () => {
      state.builds += 1
      await Promise.resolve()
      return `catalogue v${state.version}`
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
  })

  it('shares one build among concurrent callers', async () => {
    const { cache, state } = setup()
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get()))
    expect(new Set(values)).toEqual(new Set(['catalogue v1']))
    expect(state.builds).toBe(1)
  })

  it('rebuilds after invalidate()', async () => {
    const { cache, state } = setup()
    await cache.get()
    state.version = 2
    cache.invalidate()
    expect(await cache.get()).toBe('catalogue v2')
    expect(state.builds).toBe(2)
  })

  it('does not keep a build that started before an invalidate()', async () => {
    const { cache, state } = setup()
    const early = cache.get()
    state.version = 2
    cache.invalidate()
    await early
    expect(await cache.get()).toBe('catalogue v2')
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
    // The check renews trust for another interval.
    state.time = 1_500
    await cache.get()
    expect(state.checks).toBe(2)
  })

  it("rebuilds when another process's write moved the fingerprint", async () => {
    const { cache, state } = setup(1_000)
    await cache.get()
    state.version = 2
    state.fingerprint = 'b'
    state.time = 1_000
    expect(await cache.get()).toBe('catalogue v2')
    expect(state.builds).toBe(2)
  })

  it('lets a failed build fail its callers, then tries again', async () => {
    let fail = true
    const cache = createCatalogueCache({
      build: async () => {
        if (fail) throw new Error('database down')
        return 'ok'
      },
      fingerprint: async () => 'x',
      revalidateAfterMs: 1_000,
    })
    await expect(cache.get()).rejects.toThrow('database down')
    fail = false
    expect(await cache.get()).toBe('ok')
  })
})
