import type { AccountPanelMode } from '../../../lib/account-panel'
import { setAccountPanelMode } from '../../../lib/account-panel'
import { create } from 'zustand'

interface AuthPanelStore {
  /** A success line carried into the next view (sign-up done, reset link sent). */
  notice: string | null
  /** The email a login needing verification used: the verification view resends to it. */
  pendingEmail: string
}

export const useAuthPanelStore = create<AuthPanelStore>()(() => ({
  notice: null,
  pendingEmail: '',
}))

/**
 * docs/product.md §S4: switching views clears the form (each view remounts) and the messages; a switch the
 * panel makes itself after a success may carry one message into the next view.
 */
export function switchAuthView(mode: AccountPanelMode, notice: string | null = null): void {
  useAuthPanelStore.setState({ notice })
  setAccountPanelMode(mode)
}

export function rememberPendingEmail(email: string): void {
  useAuthPanelStore.setState({ pendingEmail: email })
}
