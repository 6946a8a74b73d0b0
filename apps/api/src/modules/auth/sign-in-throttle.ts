import type { Db } from '../../db/client.js'
import { HttpError } from '../../plugins/error-handler.js'
import {
  clearLoginFailures,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './login-failures.repository.js'

/** Login rate limit (docs/product.md §6): failures per account and per address in a sliding window. */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
} as const

export const tooManyAttempts = (minutes: number) =>
  new HttpError(
    429,
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`,
  )

export interface PasswordCheck {
  /** The password being tried against the account's hash (or against nobody's). */
  email: string
  /** The client's rate-limit address (`clientAddress(request)`: IPv6 by its /64). */
  address: string
}

/**
 * Every place a password is judged (sign-in, the settings password change, account deletion)
 * goes through here, so each guess counts against the same per-account and per-address limits
 * (deletion's password check was an oracle outside them). The attempt is reserved in
 * the database before argon2 runs: at most 5 guesses per account per window are ever judged,
 * however many arrive at once and on however many processes, and an address that has used its
 * 20 is refused before it costs a hash.
 */
export function createSignInThrottle({ db, clock }: { db: Db; clock: () => Date }) {
  return {
    /**
     * Reserves a check, runs `judge` (the hash comparison), and keeps the reservation as a
     * failure when it answers false. A true answer gives the reservation back; `forgive` (after
     * a sign-in) clears the account's other failures too. 429 when no attempt is left.
     */
    async check(
      target: PasswordCheck,
      judge: () => Promise<boolean>,
      { forgive = false }: { forgive?: boolean } = {},
    ): Promise<boolean> {
      const now = clock()
      const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs)
      const reservation = await reserveLoginAttempt(db, {
        email: target.email,
        ip: target.address,
        now,
        since,
        perAccount: LOGIN_LIMITS.perAccount,
        perAddress: LOGIN_LIMITS.perAddress,
      })
      if (!reservation.reserved) {
        const freeAt = (reservation.oldest?.getTime() ?? now.getTime()) + LOGIN_LIMITS.windowMs
        throw tooManyAttempts(Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000)))
      }
      let passwordOk: boolean
      try {
        passwordOk = await judge()
      } catch (error) {
        // Never judged (the hasher was busy, or broke): it must not count as a wrong guess.
        await releaseLoginAttempt(db, reservation.attemptId)
        throw error
      }
      if (passwordOk) {
        if (forgive) await clearLoginFailures(db, target.email)
        else await releaseLoginAttempt(db, reservation.attemptId)
      }
      return passwordOk
    },

    /** A password reset proves the mailbox: the account's failures are forgiven. */
    forgive: (email: string) => clearLoginFailures(db, email),
  }
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>
