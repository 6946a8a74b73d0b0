import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import { HttpError } from '../../plugins/error-handler.js'

/**
 * argon2id (the library's default algorithm) at its default cost, m=19456 KiB t=2 p=1: OWASP's
 * minimum, about 20 ms a hash here (docs/engineering.md §E4).
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(passwordHash: string, password: string): Promise<boolean>
  /**
   * Spends the same time as a real verify when there is no such user, so sign-in's answer time
   * does not tell an attacker which emails have accounts.
   */
  verifyNobody(password: string): Promise<false>
}

/**
 * argon2 could not judge a password at all (a stored hash it cannot read, a native failure).
 * That is the shop's fault, not the shopper's: it answers the spec's 5xx and is logged by the
 * error handler, where a wrong password answers 401 (it used to read as one).
 */
export class PasswordCheckError extends Error {
  constructor(cause: unknown) {
    super('argon2 could not check the password', { cause })
    this.name = 'PasswordCheckError'
  }
}

export function createPasswordHasher(): PasswordHasher {
  // Hashed once, lazily: a real argon2id hash of a value nobody can type.
  let dummyHash: Promise<string> | undefined
  return {
    hash: (password) => hash(password),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password)
      } catch (error) {
        throw new PasswordCheckError(error)
      }
    },
    async verifyNobody(password) {
      dummyHash ??= hash('\u0000no-such-user\u0000')
      try {
        await verify(await dummyHash, password)
      } catch (error) {
        throw new PasswordCheckError(error)
      }
      return false
    },
  }
}

/** The spec's 5xx answer (§8): the shop is busy hashing, the shopper should simply try again. */
export const hasherBusy = () =>
  new HttpError(503, 'SERVER_ERROR', 'Server error - please try again later')

export interface HashingLimits {
  /** argon2 runs at once in this process. */
  concurrency: number
  /** Calls allowed to wait for a turn; one more is refused at once. */
  queue: number
}

/**
 * Leaves a core for everything else: each argon2 call takes ~20 ms of a core and 19 MiB, so an
 * unbounded flood of sign-ins (or sign-ups) would take every core and starve the catalogue.
 */
export const DEFAULT_HASHING_LIMITS: HashingLimits = {
  concurrency: Math.max(1, availableParallelism() - 1),
  queue: 32,
}

/**
 * Runs at most `concurrency` hashes at once in this process and lets at most `queue` more wait;
 * beyond that the call fails at once with a 503 rather than piling up memory and latency (issue
 * 9). The sign-in limits stand in front of this: a refused call never reached argon2.
 */
export function boundPasswordHasher(
  inner: PasswordHasher,
  limits: HashingLimits = DEFAULT_HASHING_LIMITS,
): PasswordHasher {
  let running = 0
  const waiting: (() => void)[] = []

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limits.concurrency) {
      if (waiting.length >= limits.queue) throw hasherBusy()
      await new Promise<void>((resolve) => waiting.push(resolve))
    } else {
      running++
    }
    try {
      return await work()
    } finally {
      // Hand the slot straight to the next caller, or give it back.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }

  return {
    hash: (password) => turn(() => inner.hash(password)),
    verify: (passwordHash, password) => turn(() => inner.verify(passwordHash, password)),
    verifyNobody: (password) => turn(() => inner.verifyNobody(password)),
  }
}
