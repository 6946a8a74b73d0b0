import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../../db/client.js'
import { LOGIN_LIMITS, deleteEndedSessions, MAIL_TOKEN_TTL_MS } from '../auth/index.js'
import { deleteSentMessages } from '../outbox/index.js'
import { queueReviewRequests } from '../reviews/index.js'
import {
  deleteAbandonedPayments,
  deleteEndedRateLimitCounters,
  deleteExpiredMailTokens,
  deleteOldLoginFailures,
  deleteUnverifiedSignUps,
} from './cleanup.repository.js'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** The windows after which each kind of row is cleaned (README "Scheduled cleanup"). */
export const CLEANUP_WINDOWS = {
  /** Runs once an hour across every process. */
  intervalMs: HOUR_MS,
  /**
   * A Paystack transaction the shopper walked away from. A week is far past any pop-up, any
   * transfer Paystack still reports as pending, and any webhook retry.
   */
  abandonedPaymentMs: 7 * DAY_MS,
  /** How long after its expiry a link still answers "expired" or "used" instead of "invalid". */
  expiredTokenGraceMs: 7 * DAY_MS,
  /** docs/product.md §5: verification links live 24 h; an account nobody verified in that time goes. */
  unverifiedSignUpMs: MAIL_TOKEN_TTL_MS.verify,
  /** Sent outbox rows are a short record for support, not an archive. */
  sentMessageMs: 7 * DAY_MS,
} as const

export type CleanupReport = Record<
  | 'abandonedPayments'
  | 'mailTokens'
  | 'unverifiedSignUps'
  | 'sessions'
  | 'rateLimitCounters'
  | 'loginFailures'
  | 'sentMessages',
  number
>

/**
 * One cleanup round: each step its own short statement, so no long transaction holds locks a
 * shopper's request would wait on.
 */
export async function runCleanup(db: Db, now: Date): Promise<CleanupReport> {
  const before = (ms: number) => new Date(now.getTime() - ms)
  return {
    abandonedPayments: await deleteAbandonedPayments(
      db,
      before(CLEANUP_WINDOWS.abandonedPaymentMs),
    ),
    // Tokens before accounts: an unverified account's expired link no longer keeps it.
    mailTokens: await deleteExpiredMailTokens(db, before(CLEANUP_WINDOWS.expiredTokenGraceMs)),
    unverifiedSignUps: await deleteUnverifiedSignUps(
      db,
      now,
      before(CLEANUP_WINDOWS.unverifiedSignUpMs),
    ),
    sessions: await deleteEndedSessions(db, now),
    rateLimitCounters: await deleteEndedRateLimitCounters(db, now),
    loginFailures: await deleteOldLoginFailures(db, before(LOGIN_LIMITS.windowMs)),
    sentMessages: await deleteSentMessages(db, before(CLEANUP_WINDOWS.sentMessageMs)),
  }
}

/** Scheduled cleanup on the outbox worker's machinery: once an hour across every process. */
export const cleanupPlugin = fp(
  async (app: FastifyInstance) => {
    app.outbox.addScheduledJob({
      name: 'cleanup',
      intervalMs: CLEANUP_WINDOWS.intervalMs,
      run: (now) => runCleanup(app.database.db, now),
    })
    // A week after delivery, ask for a review, once per order. Hourly is precise
    // enough for "a week", and the job's claim plus each order's request row keep it to one
    // mail however many processes run.
    app.outbox.addScheduledJob({
      name: 'review-requests',
      intervalMs: CLEANUP_WINDOWS.intervalMs,
      run: (now) =>
        queueReviewRequests({
          db: app.database.db,
          mail: app.mail,
          sms: app.sms,
          publicUrl: app.config.publicUrl,
          now,
        }),
    })
  },
  { name: 'cleanup', dependencies: ['outbox', 'mail', 'sms'] },
)
