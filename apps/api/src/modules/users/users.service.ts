import { readAvatarChoice, type UpdateProfileLinkRequest } from '@scentia/domain/account/avatar'
import type { User } from '@scentia/domain/account/user'
import type { Db } from '../../db/client.js'
import { unauthorized } from '../../plugins/error-handler.js'
import {
  findUserProfile,
  updateUserAvatar,
  updateUserProfile,
  updateUserMarketingSms,
  updateUserSmsUpdates,
} from './users.repository.js'

/** An avatar outside the offered styles and colours is the shopper's expected mistake: a value. */
export type AvatarResult = { ok: true; profileLink: string } | { ok: false; message: string }

export function createUsersService({ db, clock }: { db: Db; clock: () => Date }) {
  async function profile(userId: number): Promise<User> {
    const user = await findUserProfile(db, userId)
    // The token was valid a moment ago; the account is gone now (deleted in another tab).
    if (!user) throw unauthorized()
    return user
  }

  return {
    profile,

    /** full_name and phone_number only: the email is not editable (docs/product.md §S5). */
    async updateProfile(
      userId: number,
      input: { full_name: string; phone_number: string },
    ): Promise<User> {
      const updated = await updateUserProfile(
        db,
        userId,
        { fullName: input.full_name, phoneNumber: input.phone_number },
        clock(),
      )
      if (!updated) throw unauthorized()
      return profile(userId)
    },

    /** The Account Settings switch: off, no order texts are queued for this shopper (docs/product.md §5). */
    async updateSmsUpdates(userId: number, smsUpdates: boolean): Promise<User> {
      if (!(await updateUserSmsUpdates(db, userId, smsUpdates, clock()))) throw unauthorized()
      return profile(userId)
    },

    /** Marketing texts (decision 048-checkout-reminders): a consent apart, off by default. */
    async updateMarketingSms(userId: number, marketingSms: boolean): Promise<User> {
      if (!(await updateUserMarketingSms(db, userId, marketingSms, clock()))) throw unauthorized()
      return profile(userId)
    },

    /**
     * Stores the seed and background; answers the API's own avatar URL (docs/product.md §6). A vanished
     * account is a signed-out session (401), as everywhere else, not a value.
     */
    async updateAvatar(
      userId: number,
      link: UpdateProfileLinkRequest['newProfileLink'],
    ): Promise<AvatarResult> {
      const choice = readAvatarChoice(link)
      if ('error' in choice) return { ok: false, message: choice.error }
      const profileLink = await updateUserAvatar(db, userId, choice, clock())
      if (!profileLink) throw unauthorized()
      return { ok: true, profileLink }
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>
