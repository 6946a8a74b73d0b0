import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../../db/client.js'
import {
  createOutboxWorker,
  type OutboxDeliverer,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from './outbox-worker.js'
import {
  countOutbox,
  insertOutboxMessages,
  type NewOutboxMessage,
  type OutboxChannel,
  type OutboxStats,
} from './outbox.repository.js'
import { claimScheduledJob } from './scheduled-jobs.repository.js'

/** A job that runs once per interval across every process (see scheduled_jobs). */
export interface ScheduledJob {
  name: string
  intervalMs: number
  run(now: Date): Promise<unknown>
}

export interface Outbox {
  /** Writes messages with `tx`, the transaction of the change that causes them. */
  enqueue(tx: Db, messages: NewOutboxMessage[]): Promise<void>
  /** After the commit that wrote messages: the local worker looks now instead of at its next poll. */
  nudge(): void
  /** A channel's delivery (mail now, SMS later); registered by the module that owns it. */
  addDeliverer(channel: OutboxChannel, deliverer: OutboxDeliverer): void
  addScheduledJob(job: ScheduledJob): void
  /** Pending and failed counts, for /metrics and operators. */
  stats(): Promise<OutboxStats>
  /** One claim-and-send round, awaited: tests use it instead of waiting for a poll. */
  runOnce(): Promise<number>
  /** Runs each scheduled job whose round is due and this process wins; answers those it ran. */
  runScheduledJobs(): Promise<string[]>
  /** Stops claiming and waits for in-flight sends; idempotent (the mail plugin calls it first). */
  stop(): Promise<void>
}

export interface OutboxPluginOptions {
  /** Whether this process delivers (OUTBOX_WORKER); every process may. */
  isWorker: boolean
  worker?: Partial<OutboxWorkerOptions>
  /** How often a process checks whether a scheduled job is due; 0 never (most tests). */
  scheduleCheckMs?: number
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox
  }
}

const DEFAULT_SCHEDULE_CHECK_MS = 60_000

/**
 * The durable outbox and its worker (decision 013). Register before the modules that send: they
 * add their channel's deliverer and their scheduled jobs; the worker starts once the app is
 * ready, and stops claiming on close after its sends in flight have finished.
 */
export const outboxPlugin = fp<OutboxPluginOptions>(
  async (app: FastifyInstance, options) => {
    const db = app.database.db
    const deliverers = new Map<OutboxChannel, OutboxDeliverer>()
    const jobs: ScheduledJob[] = []
    const worker: OutboxWorker = createOutboxWorker({
      db,
      clock: app.clock,
      log: app.log,
      deliverers,
      ...(options.worker ? { options: options.worker } : {}),
    })
    let scheduleTimer: NodeJS.Timeout | undefined
    let scheduledRun: Promise<string[]> | undefined
    let stopped = false

    async function runScheduledJobs(): Promise<string[]> {
      const ran: string[] = []
      for (const job of jobs) {
        if (stopped) break
        const now = app.clock()
        try {
          if (!(await claimScheduledJob(db, { name: job.name, now, intervalMs: job.intervalMs })))
            continue
          const result = await job.run(now)
          app.log.info({ job: job.name, result }, 'scheduled job ran')
          ran.push(job.name)
        } catch (error) {
          // The round is spent; the next one tries again.
          app.log.error({ err: error, job: job.name }, 'scheduled job failed')
        }
      }
      return ran
    }

    const outbox: Outbox = {
      async enqueue(tx, messages) {
        await insertOutboxMessages(tx, messages, app.clock())
      },
      nudge: () => {
        worker.nudge()
      },
      addDeliverer(channel, deliverer) {
        deliverers.set(channel, deliverer)
      },
      addScheduledJob(job) {
        jobs.push(job)
      },
      stats: () => countOutbox(db),
      runOnce: () => worker.runOnce(),
      runScheduledJobs,
      async stop() {
        stopped = true
        if (scheduleTimer) clearInterval(scheduleTimer)
        await worker.stop()
        if (scheduledRun) await scheduledRun
      },
    }
    app.decorate('outbox', outbox)

    if (options.isWorker) {
      app.addHook('onReady', async () => {
        worker.start()
        const tick = () => {
          if (stopped || scheduledRun) return
          scheduledRun = runScheduledJobs().finally(() => {
            scheduledRun = undefined
          })
        }
        const every = options.scheduleCheckMs ?? DEFAULT_SCHEDULE_CHECK_MS
        if (every <= 0) return
        scheduleTimer = setInterval(tick, every)
        scheduleTimer.unref()
      })
    }
    app.addHook('onClose', () => outbox.stop())
  },
  { name: 'outbox' },
)
