import { create } from 'zustand'

/** docs/product.md §S4 Auth panel modes: login (default), signup, forgot password, verification required. */
export const ACCOUNT_PANEL_MODES = ['login', 'signup', 'forgot', 'verify'] as const
export type AccountPanelMode = (typeof ACCOUNT_PANEL_MODES)[number]

interface AccountPanelState {
  isOpen: boolean
  /** The signed-out view shown; signed in the panel shows My Account whatever this says. */
  mode: AccountPanelMode
  /**
   * Opened by a page that needs a signed-in visitor (a Sign in Required gate): once the sign-in
   * succeeds the panel closes so the visitor carries on with that page (the panel used
   * to stay open over the checkout, showing My Account).
   */
  closesOnSignIn: boolean
}

const useAccountPanelStore = create<AccountPanelState>()(() => ({
  isOpen: false,
  mode: 'login',
  closesOnSignIn: false,
}))

export interface OpenAccountPanelOptions {
  /** Close the panel as soon as the visitor signs in (see `closesOnSignIn`). */
  closeOnSignIn?: boolean
}

/** Opens the account panel (the header's account button, Sign In buttons, wishlist hearts). */
export function openAccountPanel(
  mode: AccountPanelMode = 'login',
  { closeOnSignIn = false }: OpenAccountPanelOptions = {},
): void {
  useAccountPanelStore.setState({ isOpen: true, mode, closesOnSignIn: closeOnSignIn })
}

export function closeAccountPanel(): void {
  useAccountPanelStore.setState({ isOpen: false, closesOnSignIn: false })
}

/** Switches the signed-out view without closing the panel. */
export function setAccountPanelMode(mode: AccountPanelMode): void {
  useAccountPanelStore.setState({ mode })
}

export interface AccountPanel extends AccountPanelState {
  open: (mode?: AccountPanelMode) => void
  close: () => void
  setMode: (mode: AccountPanelMode) => void
}

/** The panel's state for components. */
export function useAccountPanel(): AccountPanel {
  const isOpen = useAccountPanelStore((state) => state.isOpen)
  const mode = useAccountPanelStore((state) => state.mode)
  const closesOnSignIn = useAccountPanelStore((state) => state.closesOnSignIn)
  return {
    isOpen,
    mode,
    closesOnSignIn,
    open: openAccountPanel,
    close: closeAccountPanel,
    setMode: setAccountPanelMode,
  }
}

/** The panel's state outside React (event handlers, tests). */
export function getAccountPanelState(): AccountPanelState {
  return useAccountPanelStore.getState()
}
