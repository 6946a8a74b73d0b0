import type { User } from '@scentia/domain/account/user'
import type { Db } from '../../db/client.js'
import { failure, unauthorized, type Result } from '../../plugins/error-handler.js'
import type { AccessTokens } from '../../plugins/auth.js'
import { checkLocation, insertAddress } from '../addresses/index.js'
import type { MailService } from '../mail/index.js'
import { findUserProfile } from '../users/index.js'
import {
  createAccount,
  findAccountByEmail,
  findAccountById,
  markLoggedIn,
  markVerified,
  retireMailTokens,
  updatePasswordHash,
} from './auth.repository.js'
import { commonPasswordFailure } from './common-passwords.js'
import { createMailLinks } from './mail-links.js'
import type { PasswordHasher } from './password-hasher.js'
import type { SignInThrottle } from './sign-in-throttle.js'
import { revokeSession, revokeUserSessions } from './sessions.repository.js'

export const AUTH_MESSAGES = {
  signedUp: 'Sign-up successful! Please check your email to verify your account.',
  loggedIn: 'Login successful',
  invalidCredentials: 'Invalid email or password',
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent.',
  verificationResent:
    'If this account still needs verification, a new link has been sent. Please check your email.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
  passwordChanged: 'Password updated successfully',
  currentPasswordIncorrect: 'Current password is incorrect',
  tokenValid: 'Token is valid',
  registrationComplete: 'Registration completed successfully! Welcome to Scentia.',
  signedOut: 'Signed out successfully',
} as const

export interface AuthServiceDeps {
  db: Db
  clock: () => Date
  hasher: PasswordHasher
  /** Every password check goes through it: reserved before hashing, limited per account and address. */
  throttle: SignInThrottle
  mail: MailService
  tokens: AccessTokens
}

export type LoginResult = Result<
  | { kind: 'signed-in'; accessToken: string; user: User }
  /** Right password, unverified email: docs/product.md §S4's 204. */
  | { kind: 'unverified' }
>

type SignedIn = { accessToken: string; user: User }
const done: Result<undefined> = { ok: true, value: undefined }

/** Who a live mail link belongs to, as the forms show it. */
function linkOwner(
  live: Result<{ account: { email: string; fullName: string } }>,
): Result<{ email: string; full_name: string }> {
  if (!live.ok) return live
  return {
    ok: true,
    value: { email: live.value.account.email, full_name: live.value.account.fullName },
  }
}

export function createAuthService({ db, clock, hasher, throttle, mail, tokens }: AuthServiceDeps) {
  const links = createMailLinks({ db, clock, mail })

  async function session(userId: number): Promise<SignedIn> {
    const user = await findUserProfile(db, userId)
    if (!user) throw unauthorized()
    return { accessToken: await tokens.sign(userId), user }
  }

  return {
    /**
     * Sign-up never says whether the email was taken (docs/product.md §6): the same 201 and message
     * either way. A new email gets a verification mail; an unverified one gets a fresh link; a
     * verified one gets a notice that they already have an account. The password is hashed in
     * every case so the answer takes as long.
     */
    async signUp(input: {
      full_name: string
      email: string
      password: string
    }): Promise<Result<undefined>> {
      // Judged before the email is looked up, so the refusal says nothing about the account.
      const common = await commonPasswordFailure(input.password)
      if (common) return common
      const passwordHash = await hasher.hash(input.password)
      const existing = await findAccountByEmail(db, input.email)
      const { account, created } = existing
        ? { account: existing, created: false }
        : await createAccount(db, {
            fullName: input.full_name,
            email: input.email,
            passwordHash,
            now: clock(),
          })
      if (created || !account.verified) {
        await links.send(account, 'verify')
      } else {
        await links.sendAccountExistsNotice(account)
      }
      return { ok: true, value: undefined }
    },

    async login(input: { email: string; password: string }, address: string): Promise<LoginResult> {
      const account = await findAccountByEmail(db, input.email)
      const passwordOk = await throttle.check(
        { email: input.email, address },
        () =>
          account
            ? hasher.verify(account.passwordHash, input.password)
            : hasher.verifyNobody(input.password),
        { forgive: true },
      )
      if (!account || !passwordOk) return failure(401, AUTH_MESSAGES.invalidCredentials)
      // Only the right password learns that the email is unverified.
      if (!account.verified) return { ok: true, value: { kind: 'unverified' } }
      await markLoggedIn(db, account.id, clock())
      return { ok: true, value: { kind: 'signed-in', ...(await session(account.id)) } }
    },

    /** The same answer whether or not the email has an account (docs/product.md §6). */
    async sendResetLink(email: string): Promise<void> {
      const account = await findAccountByEmail(db, email)
      if (account) await links.send(account, 'reset')
    },

    async validateResetToken(token: string) {
      return linkOwner(await links.live(token, 'reset'))
    },

    /**
     * Single use; ends every session (docs/product.md §6), since the old password may be known. The
     * mailbox chose this password, so an account verified before decision 008 may be an owner
     * again.
     */
    async resetPassword(input: {
      token: string
      new_password: string
    }): Promise<Result<undefined>> {
      const live = await links.live(input.token, 'reset')
      if (!live.ok) return live
      const found = live.value
      const common = await commonPasswordFailure(input.new_password)
      if (common) return common
      const passwordHash = await hasher.hash(input.new_password)
      const now = clock()
      await db.transaction(async (tx) => {
        await links.consume(found, 'reset', tx)
        await updatePasswordHash(tx, found.account.id, { passwordHash, now, fromMailbox: true })
        await revokeUserSessions(tx, found.account.id, now)
      })
      await throttle.forgive(found.account.email)
      return done
    },

    /**
     * Settings' password change. A wrong current password counts as a failed sign-in, so a
     * borrowed session cannot be used to guess it. Every other session ends (decision 004):
     * whoever knew the old password is signed out; the shopper changing it stays signed in.
     * Every unused mail link ends too, as after a reset: a reset link asked for before the
     * change would otherwise undo it and sign the shopper out.
     */
    async changePassword(
      session: { userId: number; sessionId: string },
      input: { oldPassword: string; newPassword: string },
      address: string,
    ): Promise<Result<undefined>> {
      const { userId, sessionId } = session
      const account = await findAccountById(db, userId)
      // A session whose account is gone is no session: a bug-like state, answered 401.
      if (!account) throw unauthorized()
      const common = await commonPasswordFailure(input.newPassword)
      if (common) return common
      const passwordOk = await throttle.check({ email: account.email, address }, () =>
        hasher.verify(account.passwordHash, input.oldPassword),
      )
      if (!passwordOk) return failure(400, AUTH_MESSAGES.currentPasswordIncorrect)
      const passwordHash = await hasher.hash(input.newPassword)
      const now = clock()
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, userId, { passwordHash, now, fromMailbox: false })
        await retireMailTokens(tx, userId, now)
        await revokeUserSessions(tx, userId, now, sessionId)
      })
      return done
    },

    /** POST /api/logout: this session ends on the server, for every API process. */
    async logout(sessionId: string): Promise<void> {
      await revokeSession(db, sessionId, clock())
    },

    /**
     * The verification-required panel's button. The shopper cannot sign in yet, so it names the
     * account by email (or id); the answer never says whether one was found.
     */
    async resendVerification(target: { email?: string; userId?: number }): Promise<void> {
      const account = target.email
        ? await findAccountByEmail(db, target.email)
        : target.userId === undefined
          ? undefined
          : await findAccountById(db, target.userId)
      if (account && !account.verified) await links.send(account, 'verify')
    },

    async validateVerificationToken(token: string) {
      return linkOwner(await links.live(token, 'verify'))
    },

    /**
     * /verification's form: marks the email verified, saves the phone and the primary address,
     * uses the token up, and signs the shopper in (docs/product.md §S4).
     *
     * The mailbox proves the account (docs/product.md §6, decision 008): whoever completes registration
     * with a mailed link chooses the password here, replacing the one typed at sign-up, which
     * may have been an attacker's who signed up first with this email. Every other link and
     * session of the account ends with it.
     */
    async completeRegistration(input: {
      token: string
      street_address: string
      state: string
      lga: string
      ward: string
      phone_number: string
      password: string
    }): Promise<Result<SignedIn>> {
      const live = await links.live(input.token, 'verify')
      if (!live.ok) return live
      const found = live.value
      const checked = await checkLocation(db, input)
      if (!checked.ok) return failure(checked.status, checked.message)
      const location = checked.value
      // The password typed here becomes the account's (decision 008), so it meets sign-up's rules.
      const common = await commonPasswordFailure(input.password)
      if (common) return common
      const passwordHash = await hasher.hash(input.password)
      const now = clock()
      const userId = found.account.id
      await db.transaction(async (tx) => {
        await links.consume(found, 'verify', tx)
        await retireMailTokens(tx, userId, now)
        await markVerified(tx, userId, { phoneNumber: input.phone_number, passwordHash, now })
        await revokeUserSessions(tx, userId, now)
        await insertAddress(
          tx,
          userId,
          { streetAddress: input.street_address, city: null, ...location, isPrimary: true },
          now,
        )
      })
      await throttle.forgive(found.account.email)
      return { ok: true, value: await session(found.account.id) }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
