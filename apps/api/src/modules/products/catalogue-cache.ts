export interface CatalogueCacheOptions<T> {
  /** Reads the catalogue and prepares everything served from it. */
  build: () => Promise<T>
  /**
   * A cheap summary of the products table that changes whenever the catalogue does. Other API
   * processes behind the load balancer (docs/product.md §3) cannot call this process's invalidate(), so
   * the cache re-reads the fingerprint now and then and rebuilds when it moved.
   */
  fingerprint: () => Promise<string>
  /** How long a built catalogue is trusted before the fingerprint is checked again. */
  revalidateAfterMs: number
  /** Monotonic milliseconds; injected by tests. */
  now?: () => number
}

export interface CatalogueCache<T> {
  get(): Promise<T>
  /** Drops the built catalogue; the next get() rebuilds. Call after any product or stock write. */
  invalidate(): void
}

interface Entry<T> {
  value: T
  fingerprint: string
  checkedAt: number
}

/**
 * Holds one built catalogue. Concurrent callers share one build or one fingerprint check
 * (single flight), so a burst of shoppers after a change costs one database read, not one each.
 */
export function createCatalogueCache<T>(options: CatalogueCacheOptions<T>): CatalogueCache<T> {
  const now = options.now ?? (() => performance.now())
  let entry: Entry<T> | undefined
  let pending: Promise<T> | undefined
  // Bumped by invalidate(): a build that started before it must not be stored after it.
  let generation = 0

  async function rebuild(startedIn: number): Promise<T> {
    // The fingerprint is read before the rows, so it can only be older than the data it
    // describes: a write in between is seen as a change at the next check, never missed.
    const fingerprint = await options.fingerprint()
    const value = await options.build()
    if (startedIn === generation) entry = { value, fingerprint, checkedAt: now() }
    return value
  }

  async function revalidate(current: Entry<T>, startedIn: number): Promise<T> {
    const fingerprint = await options.fingerprint()
    if (startedIn !== generation) return current.value
    if (fingerprint === current.fingerprint) {
      current.checkedAt = now()
      return current.value
    }
    return rebuild(startedIn)
  }

  function flight(run: () => Promise<T>): Promise<T> {
    const promise = run().finally(() => {
      if (pending === promise) pending = undefined
    })
    pending = promise
    return promise
  }

  return {
    get() {
      if (entry && now() - entry.checkedAt < options.revalidateAfterMs) {
        return Promise.resolve(entry.value)
      }
      if (pending) return pending
      const startedIn = generation
      const current = entry
      return flight(() => (current ? revalidate(current, startedIn) : rebuild(startedIn)))
    },
    invalidate() {
      generation += 1
      entry = undefined
      pending = undefined
    },
  }
}
