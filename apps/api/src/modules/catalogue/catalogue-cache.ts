/** What changed since the value was built: products this process wrote, or possibly any. */
export interface CatalogueChanges {
  /** Products this process changed (named by invalidate(ids)). */
  ids: ReadonlySet<number>
  /**
   * Something may have changed that no id names: another process's write moved the
   * fingerprint, or invalidate() named none. The refresh compares every product's stamp.
   */
  any: boolean
}

export interface CatalogueCacheOptions<T> {
  /** Reads the catalogue and prepares everything served from it: on first use only. */
  build: () => Promise<T>
  /**
   * Brings a built value up to date with the changes, reading only the products that changed
   * (docs/decisions/039): a purchase no longer reads the whole catalogue again.
   */
  refresh: (current: T, changes: CatalogueChanges) => Promise<T>
  /**
   * A cheap summary of the products table that changes whenever the catalogue does. Other API
   * processes behind the load balancer (docs/product.md §3) cannot call this process's invalidate(), so
   * the cache re-reads the fingerprint now and then and refreshes when it moved.
   */
  fingerprint: () => Promise<string>
  /** How long a built catalogue is trusted before the fingerprint is checked again. */
  revalidateAfterMs: number
  /** Monotonic milliseconds; injected by tests. */
  now?: () => number
}

export interface CatalogueCache<T> {
  get(): Promise<T>
  /**
   * What get() would resolve with at once, without a read or a wait: the built value while it
   * is current (nothing marked changed, checked within `revalidateAfterMs`, no refresh in
   * flight), else undefined and the caller awaits get(). For answers sent from memory before
   * Fastify (decision 050), where a promise per request was a measurable share of the hit.
   */
  peek(): T | undefined
  /**
   * Marks these products changed (or, with no ids, possibly any); the next get() refreshes.
   * Call after any product or stock write.
   */
  invalidate(ids?: Iterable<number>): void
}

interface Entry<T> {
  value: T
  fingerprint: string
  checkedAt: number
}

/**
 * Holds one built catalogue and keeps it current. Refreshes run one at a time, each on the
 * last one's result; concurrent callers share one (single flight), so a burst of shoppers after
 * a change costs one database read, not one each.
 */
export function createCatalogueCache<T>(options: CatalogueCacheOptions<T>): CatalogueCache<T> {
  const now = options.now ?? (() => performance.now())
  let entry: Entry<T> | undefined
  let pending: Promise<T> | undefined
  // Changes not yet taken by a refresh; bumped `marks` tells a caller that the pending flight
  // started before its change, so it must wait for the next one.
  let dirtyIds = new Set<number>()
  let dirtyAny = false
  let marks = 0
  let pendingMarks = -1

  async function build(): Promise<T> {
    // Everything is read below: nothing marked before now is left to refresh.
    dirtyIds = new Set()
    dirtyAny = false
    // The fingerprint is read before the rows, so it can only be older than the data it
    // describes: a write in between is seen as a change at the next check, never missed.
    const fingerprint = await options.fingerprint()
    const value = await options.build()
    entry = { value, fingerprint, checkedAt: now() }
    return value
  }

  async function refresh(current: Entry<T>): Promise<T> {
    const ids = dirtyIds
    let any = dirtyAny
    dirtyIds = new Set()
    dirtyAny = false
    try {
      const isStale = now() - current.checkedAt >= options.revalidateAfterMs
      let { fingerprint, checkedAt } = current
      if (isStale || any) {
        // Read before the stamps are compared, for the reason build() gives. With only this
        // process's ids the old fingerprint is kept: the next check sees it moved and compares
        // stamps, so another process's write made meanwhile is never taken for ours.
        const latest = await options.fingerprint()
        if (latest !== fingerprint) any = true
        fingerprint = latest
        checkedAt = now()
      }
      const value =
        any || ids.size > 0 ? await options.refresh(current.value, { ids, any }) : current.value
      entry = { value, fingerprint, checkedAt }
      return value
    } catch (error) {
      // Not taken after all: the next get() tries again.
      for (const id of ids) dirtyIds.add(id)
      dirtyAny ||= any
      throw error
    }
  }

  const isDirty = () => dirtyAny || dirtyIds.size > 0

  /** A flight started after the last change: the value held is not current until it lands. */
  const isInFlight = () => pending !== undefined && pendingMarks === marks
  /** The held value is current: nothing marked changed, and checked recently enough. */
  const isFresh = (held: Entry<T>) =>
    !isDirty() && now() - held.checkedAt < options.revalidateAfterMs

  return {
    get() {
      // A flight started after the last change is the answer: it may have taken changes from
      // the dirty set already, so the value held is not current until it lands.
      if (pending && isInFlight()) return pending
      if (entry && isFresh(entry)) return Promise.resolve(entry.value)
      // Each refresh starts from the last one's result, so two never patch the same value.
      const previous = pending
      const run = (async () => {
        if (previous) await previous.catch(() => undefined)
        return entry ? refresh(entry) : build()
      })()
      const flight = run.finally(() => {
        if (pending === flight) pending = undefined
      })
      pending = flight
      pendingMarks = marks
      return flight
    },
    peek() {
      // The same tests as get(), in the same order: a value get() would not answer with at once
      // (a flight under way, a change marked, a check due) is never answered here.
      if (isInFlight()) return undefined
      return entry && isFresh(entry) ? entry.value : undefined
    },
    invalidate(ids) {
      marks += 1
      if (ids === undefined) dirtyAny = true
      else for (const id of ids) dirtyIds.add(id)
    },
  }
}
