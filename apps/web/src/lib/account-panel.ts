import { create } from 'zustand'

/** Spec §4 Auth panel modes: login (default), signup, forgot password, verification required. */
export const ACCOUNT_PANEL_MODES = ['login', 'signup', 'forgot', 'verify'] as const
export type AccountPanelMode = (typeof ACCOUNT_PANEL_MODES)[number]

interface AccountPanelState {
  isOpen: boolean
  /** The signed-out view shown; signed in the panel shows My Account whatever this says. */
  mode: AccountPanelMode
}

const useAccountPanelStore = create<AccountPanelState>()(() => ({
  isOpen: false,
  mode: 'login',
}))

/** Opens the account panel (the header's account button, Sign In buttons, wishlist hearts). */
export function openAccountPanel(mode: AccountPanelMode = 'login'): void {
  useAccountPanelStore.setState({ isOpen: true, mode })
}

export function closeAccountPanel(): void {
  useAccountPanelStore.setState({ isOpen: false })
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
  return {
    isOpen,
    mode,
    open: openAccountPanel,
    close: closeAccountPanel,
    setMode: setAccountPanelMode,
  }
}

/** The panel's state outside React (event handlers, tests). */
export function getAccountPanelState(): AccountPanelState {
  return useAccountPanelStore.getState()
}
