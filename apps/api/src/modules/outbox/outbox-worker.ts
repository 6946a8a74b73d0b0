import {
  decideOutboxRetry,
  DEFAULT_OUTBOX_RETRY,
  type OutboxRetryPolicy,
} from '@scentia/domain/outbox/retry'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import {
  claimDueMessages,
  markFailed,
  markRetry,
  markSent,
  type OutboxChannel,
  type OutboxRow,
} from './outbox.repository.js'

/** Delivers one message of a channel; throws when the far side refused or did not answer. */
export type OutboxDeliverer = (row: OutboxRow) => Promise<void>

export interface OutboxWorkerOptions {
  /** How often a worker looks for due messages when nobody nudged it. */
  pollIntervalMs: number
  /**
   * How long a claim lasts. A message whose worker died mid-send is claimed again after it, so
   * it must be longer than any send takes (nodemailer's own timeouts are 2 min for a whole
   * conversation; 5 min leaves room).
   */
  leaseMs: number
  /** Messages claimed per round, and so sent at once by one process. */
  batchSize: number
  retry: OutboxRetryPolicy
}

export const DEFAULT_OUTBOX_WORKER_OPTIONS: OutboxWorkerOptions = {
  pollIntervalMs: 2_000,
  leaseMs: 5 * 60 * 1000,
  batchSize: 10,
  retry: DEFAULT_OUTBOX_RETRY,
}

export interface OutboxWorker {
  /** Begins polling (every process may; each message still goes once). */
  start(): void
  /** Looks for due messages now: called after a commit that wrote one, so mail feels instant. */
  nudge(): void
  /** One claim-and-send round, awaited (tests, and the nudge's own work). */
  runOnce(): Promise<number>
  /** Stops claiming and waits for the messages in flight (graceful shutdown). */
  stop(): Promise<void>
}

/** Short, single-line and free of message bodies: what an SMTP server answered. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s+/g, ' ').slice(0, 500)
}

export function createOutboxWorker(deps: {
  db: Db
  clock: () => Date
  log: FastifyBaseLogger
  deliverers: ReadonlyMap<OutboxChannel, OutboxDeliverer>
  options?: Partial<OutboxWorkerOptions>
}): OutboxWorker {
  const { db, clock, log, deliverers } = deps
  const options = { ...DEFAULT_OUTBOX_WORKER_OPTIONS, ...deps.options }
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let started = false
  /** The round in progress, if any: one at a time per process, so a nudge never doubles a send. */
  let round: Promise<number> | undefined
  /** A nudge arrived during a round: run another right after, it may have missed the new row. */
  const pending = { again: false }
  // Read through a function: TypeScript would otherwise keep the loop's `false` across the await.
  const isNudgedAgain = () => pending.again

  async function deliver(row: OutboxRow): Promise<void> {
    const deliverer = deliverers.get(row.channel)
    try {
      if (!deliverer) throw new Error(`no deliverer for channel ${row.channel}`)
      await deliverer(row)
      await markSent(db, row, clock())
    } catch (error) {
      const message = describeError(error)
      const decision = decideOutboxRetry(row.attempts, options.retry)
      // The outcome is recorded before it is logged: whatever the log does, the row is back on
      // its backoff (or failed) instead of waiting out the lease. The log carries the short
      // reason, not the error object, whose fields may name the recipient.
      if (decision.kind === 'give-up') {
        await markFailed(db, row, message)
        log.error(
          { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: message },
          'outbox message failed for good',
        )
      } else {
        await markRetry(db, row, {
          availableAt: new Date(clock().getTime() + decision.delayMs),
          error: message,
        })
        log.warn(
          {
            outboxId: row.id,
            kind: row.kind,
            attempts: row.attempts,
            retryInMs: decision.delayMs,
            err: message,
          },
          'outbox delivery failed; will retry',
        )
      }
    }
  }

  async function claimAndSend(): Promise<number> {
    let sent = 0
    // Keep going while full batches come back: a backlog drains at once, not a batch a poll.
    for (;;) {
      if (stopped) return sent
      const now = clock()
      const rows = await claimDueMessages(db, {
        now,
        leaseUntil: new Date(now.getTime() + options.leaseMs),
        limit: options.batchSize,
      })
      await Promise.all(rows.map(deliver))
      sent += rows.length
      if (rows.length < options.batchSize) return sent
    }
  }

  function runOnce(): Promise<number> {
    if (round) {
      pending.again = true
      return round
    }
    const current = (async () => {
      let total = 0
      do {
        pending.again = false
        try {
          total += await claimAndSend()
        } catch (error) {
          // The database went away for a moment: the next poll tries again.
          log.error({ err: error }, 'outbox round failed')
        }
      } while (isNudgedAgain() && !stopped)
      return total
    })().finally(() => {
      round = undefined
    })
    round = current
    return current
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      void runOnce().finally(schedule)
    }, options.pollIntervalMs)
    // A poll timer alone must not keep a finished process (or a test run) alive.
    timer.unref()
  }

  return {
    start() {
      if (started || stopped) return
      started = true
      void runOnce().finally(schedule)
    },
    nudge() {
      if (!started || stopped) return
      void runOnce()
    },
    runOnce,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      // In-flight sends finish and record their outcome; nothing new is claimed.
      while (round) await round
    },
  }
}
