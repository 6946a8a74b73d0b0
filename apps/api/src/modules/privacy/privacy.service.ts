import type { Db } from '../../db/client.js'
import { unauthorized } from '../../plugins/error-handler.js'
import type { PasswordHasher, SignInThrottle } from '../auth/index.js'
import { DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE } from '@scentia/domain/account/privacy'
import { deleteAccountRows, findPasswordHash, loadAccountData } from './privacy.repository.js'

/** Whose data a section gives: the account's id and its email (stock alerts are kept by email). */
export interface ExportPerson {
  id: number
  email: string
}
/** Another module's share of a person's data, e.g. the orders module's `orders`. */
export type ExportSection = (person: ExportPerson) => Promise<unknown>
/** Another module's part of erasing a person, run in the deletion's transaction, before the user row goes. */
export type ErasureStep = (db: Db, userId: number) => Promise<void>

/**
 * Nigeria Data Protection Act 2023: a person may obtain their data (s. 34, 38) and have it
 * erased (s. 34(1)(d)). Modules that keep personal data register a section and an erasure step,
 * so this module never imports them.
 */
export interface PrivacyRegistry {
  addExportSection(name: string, section: ExportSection): void
  addErasureStep(name: string, step: ErasureStep): void
}

/** A wrong password is the deletion's one expected failure; the route answers it 400. */
export type DeleteAccountResult = { ok: true } | { ok: false; message: string }

export const EXPORT_FORMAT = 'scentia-personal-data/1'

export function createPrivacyService({
  db,
  clock,
  hasher,
  throttle,
}: {
  db: Db
  clock: () => Date
  hasher: PasswordHasher
  throttle: SignInThrottle
}) {
  const sections = new Map<string, ExportSection>()
  const erasureSteps = new Map<string, ErasureStep>()

  const registry: PrivacyRegistry = {
    addExportSection(name, section) {
      if (sections.has(name)) throw new Error(`export section ${name} is already registered`)
      sections.set(name, section)
    },
    addErasureStep(name, step) {
      if (erasureSteps.has(name)) throw new Error(`erasure step ${name} is already registered`)
      erasureSteps.set(name, step)
    },
  }

  return {
    registry,

    /**
     * The person's data as one JSON document: the account's own rows, then each registered
     * section (orders, reviews, stock alerts). `orders` is [] until the orders module adds its section.
     */
    async exportData(userId: number): Promise<Record<string, unknown>> {
      const account = await loadAccountData(db, userId)
      if (!account) throw unauthorized()
      const person = { id: userId, email: account.profile.email }
      const extra: Record<string, unknown> = { orders: [] }
      for (const [name, section] of sections) extra[name] = await section(person)
      return { format: EXPORT_FORMAT, exported_at: clock().toISOString(), ...account, ...extra }
    },

    /**
     * The password confirms the owner is at the keyboard, not a borrowed session. Each guess
     * counts against the sign-in limits, or a stolen session would be an unthrottled
     * password oracle: 429 once the account's or the address's attempts are used up. A vanished
     * account stays a thrown 401, as everywhere a session outlives its user.
     */
    async deleteAccount(
      userId: number,
      password: string,
      address: string,
    ): Promise<DeleteAccountResult> {
      const user = await findPasswordHash(db, userId)
      if (!user) throw unauthorized()
      const passwordOk = await throttle.check({ email: user.email, address }, () =>
        hasher.verify(user.passwordHash, password),
      )
      if (!passwordOk) return { ok: false, message: DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE }
      await db.transaction(async (tx) => {
        for (const step of erasureSteps.values()) await step(tx, userId)
        await deleteAccountRows(tx, { id: userId, email: user.email })
      })
      return { ok: true }
    },
  }
}

export type PrivacyService = ReturnType<typeof createPrivacyService>
