import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import {
  countHit,
  readCounter,
  trimEndedCounters,
  type CounterState,
} from './rate-limits.repository.js'

/** How often a process sweeps ended windows out of the table (cheap: one indexed delete). */
const TRIM_INTERVAL_MS = 60_000

/**
 * The shared counters of every limit (decision 009): the route limits' store and any service
 * that limits something other than a route (the storefront's renders, decision 028) count in
 * the same table, so a limit means the same behind one process or ten. This module alone
 * writes `rate_limit_counters`.
 */
export function createRateLimitCounters(deps: {
  db: Db
  clock: () => Date
  log: FastifyBaseLogger
}) {
  const { db, clock, log } = deps
  let lastTrim = 0

  /** Sweeps now and then, never in the request's way and never failing it. */
  function trimNowAndThen(now: Date) {
    if (now.getTime() - lastTrim < TRIM_INTERVAL_MS) return
    lastTrim = now.getTime()
    trimEndedCounters(db, now).catch((error: unknown) => {
      log.warn({ err: error }, 'rate limit counters were not trimmed')
    })
  }

  return {
    clock,
    /** Counts one hit against `key` in a fixed window of `windowMs` from its first hit. */
    async count(key: string, windowMs: number): Promise<CounterState> {
      const now = clock()
      const state = await countHit(db, { key, now, windowMs })
      trimNowAndThen(now)
      return state
    },
    /** The count without counting; none when the window ended. */
    read(key: string): Promise<CounterState | undefined> {
      return readCounter(db, { key, now: clock() })
    },
  }
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>
