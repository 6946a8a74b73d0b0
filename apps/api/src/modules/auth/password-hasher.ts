import { hash, verify } from '@node-rs/argon2'

/**
 * argon2id (the library's default algorithm) at its default cost, m=19456 KiB t=2 p=1: OWASP's
 * minimum, about 20 ms a hash here (TOOLCHAIN.md).
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

export function createPasswordHasher(): PasswordHasher {
  // Hashed once, lazily: a real argon2id hash of a value nobody can type.
  let dummyHash: Promise<string> | undefined
  return {
    hash: (password) => hash(password),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password)
      } catch {
        return false
      }
    },
    async verifyNobody(password) {
      dummyHash ??= hash('\u0000no-such-user\u0000')
      await verify(await dummyHash, password).catch(() => false)
      return false
    },
  }
}
