import type { Db } from '../../db/client.js'
import { badRequest, failure, type Result } from '../../plugins/error-handler.js'
import type { MailService } from '../mail/index.js'
import {
  claimAccountNotice,
  consumeMailToken,
  findMailToken,
  insertMailToken,
  latestMailTokenAt,
  type AccountRow,
  type MailTokenWithAccount,
} from './auth.repository.js'
import {
  createMailToken,
  hashMailToken,
  MAIL_TOKEN_TTL_MS,
  type MailTokenPurpose,
} from './mail-tokens.js'

/*
 * The links the shop mails (verify and reset) and the "you already have an account" notice:
 * how often they may go out, how a link is looked up and used up. Split from the auth service,
 * which decides when to send one and what a used link does to the account.
 */

/**
 * At most one verification or reset mail per account per minute, however often it is asked for;
 * the "you already have an account" notice follows the same rule.
 */
export const MAIL_RESEND_INTERVAL_MS = 60 * 1000

const TOKEN_MESSAGES: Record<MailTokenPurpose, { invalid: string; expired: string; used: string }> =
  {
    verify: {
      invalid: 'This verification link is invalid.',
      expired: 'This verification link has expired. Please request a new one.',
      used: 'This verification link has already been used.',
    },
    reset: {
      invalid: 'This reset link is invalid.',
      expired: 'This reset link has expired. Please request a new one.',
      used: 'This reset link has already been used. Please request a new one.',
    },
  }
const ALREADY_VERIFIED_MESSAGE = 'This account is already verified. Please sign in.'

export interface MailLinksDeps {
  db: Db
  clock: () => Date
  mail: MailService
}

export function createMailLinks({ db, clock, mail }: MailLinksDeps) {
  /**
   * A new link in a mail, unless one went out in the last minute (then the earlier mail stands).
   * The token and its mail commit together: a link is never stored without the mail
   * that carries it, and a crash after the commit delays the mail rather than losing it.
   */
  async function send(account: AccountRow, purpose: MailTokenPurpose): Promise<void> {
    const now = clock()
    const last = await latestMailTokenAt(db, account.id, purpose)
    if (last && now.getTime() - last.getTime() < MAIL_RESEND_INTERVAL_MS) return
    const { token, tokenHash } = createMailToken()
    const input = { fullName: account.fullName, token }
    await db.transaction(async (tx) => {
      await insertMailToken(tx, {
        userId: account.id,
        purpose,
        tokenHash,
        now,
        expiresAt: new Date(now.getTime() + MAIL_TOKEN_TTL_MS[purpose]),
      })
      await (purpose === 'verify'
        ? mail.queueEmailVerification(tx, account.email, input)
        : mail.queuePasswordReset(tx, account.email, input))
    })
    mail.flush()
  }

  /**
   * "You already have an account", at most once a minute per account: the sign-up form must not
   * be a way to flood a customer's inbox. The answer to sign-up is the same either way.
   */
  async function sendAccountExistsNotice(account: AccountRow): Promise<void> {
    const now = clock()
    const queued = await db.transaction(async (tx) => {
      const claimed = await claimAccountNotice(tx, {
        userId: account.id,
        kind: 'account-exists',
        now,
        notBefore: new Date(now.getTime() - MAIL_RESEND_INTERVAL_MS),
      })
      if (claimed) {
        await mail.queueAccountExistsNotice(tx, account.email, { fullName: account.fullName })
      }
      return claimed
    })
    if (queued) mail.flush()
  }

  /** A live token of this purpose, or the 400/404 the link's page shows (docs/product.md §S2). */
  /** A link that can still be used, or why not: unknown (404), used, expired or verified (400). */
  async function live(
    token: string,
    purpose: MailTokenPurpose,
  ): Promise<Result<MailTokenWithAccount>> {
    const messages = TOKEN_MESSAGES[purpose]
    const found = await findMailToken(db, hashMailToken(token))
    if (found?.purpose !== purpose) return failure(404, messages.invalid)
    if (found.usedAt) return failure(400, messages.used)
    if (found.expiresAt.getTime() <= clock().getTime()) return failure(400, messages.expired)
    if (purpose === 'verify' && found.account.verified) {
      return failure(400, ALREADY_VERIFIED_MESSAGE)
    }
    return { ok: true, value: found }
  }

  async function consume(
    found: MailTokenWithAccount,
    purpose: MailTokenPurpose,
    tx: Db = db,
  ): Promise<void> {
    const consumed = await consumeMailToken(
      tx,
      { id: found.id, userId: found.account.id, purpose },
      clock(),
    )
    // Used by a concurrent request since `live` read it: thrown, so the caller's transaction
    // rolls back whatever it wrote with the link.
    if (!consumed) throw badRequest(TOKEN_MESSAGES[purpose].used)
  }

  return { send, sendAccountExistsNotice, live, consume }
}
