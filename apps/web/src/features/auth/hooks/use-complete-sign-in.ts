import type { User } from '@scentia/domain/account/user'
import { toast } from '../../../lib/toast'
import { catalogKeys, productsQueryOptions } from '../../../lib/catalog'
import { queryClient } from '../../../lib/query-client'
import { sessionActions } from '../../../lib/session'
import { logout } from '../api/auth-api'

/** docs/product.md §S8 Products: the toast after the product list is reloaded at sign-in. */
export const PRODUCTS_REFRESHED_MESSAGE = 'Product refreshed successfully'
export const PRODUCTS_REFRESH_FAILED_MESSAGE = 'Failed to refresh products'

/**
 * Stores the session and reloads the product list for the user (their wishlist flags), with
 * docs/product.md §S8's toast. Detail pages cached for the visitor are dropped for the same reason.
 */
export async function completeSignIn(token: string, user: User): Promise<void> {
  sessionActions.signIn(token, user)
  queryClient.removeQueries({ queryKey: [...catalogKeys.all, 'detail'] })
  try {
    await queryClient.query({ ...productsQueryOptions(user.user_id), staleTime: 0 })
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
  queryClient.removeQueries({ queryKey: [...catalogKeys.all, 'detail'] })
  await Promise.all([
    serverSignOut,
    queryClient.invalidateQueries({ queryKey: catalogKeys.list(null) }),
  ])
}
