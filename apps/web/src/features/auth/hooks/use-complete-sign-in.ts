import type { User } from '@scentia/domain/account/user'
import { toast } from '../../../lib/toast'
import { catalogKeys, readPagesOnScreenFor } from '../../../lib/catalog'
import { queryClient } from '../../../lib/query-client'
import { sessionActions } from '../../../lib/session'
import { logout } from '../api/auth-api'

/** docs/product.md §S8 Products: the toast after the product list is reloaded at sign-in. */
export const PRODUCTS_REFRESHED_MESSAGE = 'Product refreshed successfully'
export const PRODUCTS_REFRESH_FAILED_MESSAGE = 'Failed to refresh products'

/**
 * Stores the session and reloads the products on screen for the user (their wishlist flags), with
 * docs/product.md §S8's toast. Every cached read was the visitor's: the pages on screen are read
 * again under the shopper's own keys (found before the sign-in moves the screen off them), and
 * detail pages are dropped.
 */
export async function completeSignIn(token: string, user: User): Promise<void> {
  const reading = readPagesOnScreenFor(queryClient, user.user_id)
  sessionActions.signIn(token, user)
  queryClient.removeQueries({ queryKey: catalogKeys.details })
  try {
    await reading
    toast.success(PRODUCTS_REFRESHED_MESSAGE)
  } catch {
    toast.error(PRODUCTS_REFRESH_FAILED_MESSAGE)
  }
}

/**
 * Sign out (docs/product.md §S4): end the session on the server (docs/product.md §2), clear it here, then reload the
 * product list without a user. The server call is sent first, while the token is still ours (the
 * client reads it as the request starts), but the local sign-out never waits for it: offline, or
 * with the server refusing, the shopper is signed out on this device all the same.
 * `endServerSession: false` is for an account that is already gone (deleted with its sessions).
 */
export async function completeSignOut({ endServerSession = true } = {}): Promise<void> {
  const serverSignOut = endServerSession
    ? logout().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve()
  sessionActions.signOut()
  queryClient.removeQueries({ queryKey: catalogKeys.details })
  await Promise.all([serverSignOut, queryClient.invalidateQueries({ queryKey: catalogKeys.pages })])
}
