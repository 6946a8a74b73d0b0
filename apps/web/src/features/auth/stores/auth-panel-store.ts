import type { AccountPanelMode, PanelViewOptions } from '../../../lib/account-panel'
import { setAccountPanelMode } from '../../../lib/account-panel'
import { create } from 'zustand'

interface AuthPanelStore {
  /** The email a login needing verification used: the verification view resends to it. */
  pendingEmail: string
}

export const useAuthPanelStore = create<AuthPanelStore>()(() => ({
  pendingEmail: '',
}))

/**
 * docs/product.md §S4: switching views clears the form (each view remounts) and the messages; a switch the
 * panel makes itself after a success may carry one message, and the email just typed, into the
 * next view.
 */
export function switchAuthView(mode: AccountPanelMode, carry: PanelViewOptions = {}): void {
  setAccountPanelMode(mode, carry)
}

export function rememberPendingEmail(email: string): void {
  useAuthPanelStore.setState({ pendingEmail: email })
}
