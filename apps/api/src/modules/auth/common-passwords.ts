import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@scentia/domain/auth/common-password'
import { failure, type Failure } from '../../plugins/error-handler.js'

/**
 * The common-password list (docs/security.md): zxcvbn-ts's "passwords-common" dictionary, about
 * 49,000 leaked passwords, lower-case, MIT. It is maintained data from npm rather than a list we
 * typed, and it stays on the server: the shopper's bundle never carries it.
 *
 * Loaded on the first password that needs judging (decompressing costs ~50 ms, which a start-up
 * need not pay), then kept for the life of the process; concurrent first calls share one load.
 */
let loading: Promise<ReadonlySet<string>> | undefined

export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  )
  return loading
}

/** Sign-up, reset and settings: a 400 with the message the form shows when the password is common. */
export async function commonPasswordFailure(password: string): Promise<Failure | undefined> {
  return isCommonPassword(password, await loadCommonPasswords())
    ? failure(400, COMMON_PASSWORD_MESSAGE)
    : undefined
}
