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
  /**
   * A line the opened view shows first: why it opened (a heart tapped signed out), or what just
   * happened (signed up, password changed). Cleared by the next open or switch.
   */
  notice: string | null
  /** The email the view's form starts with, when the shop knows it ('' otherwise). */
  email: string
}

const useAccountPanelStore = create<AccountPanelState>()(() => ({
  isOpen: false,
  mode: 'login',
  closesOnSignIn: false,
  notice: null,
  email: '',
}))

export interface PanelViewOptions {
  notice?: string | null
  email?: string
}

export interface OpenAccountPanelOptions extends PanelViewOptions {
  /** Close the panel as soon as the visitor signs in (see `closesOnSignIn`). */
  closeOnSignIn?: boolean
}

/** Opens the account panel (the header's account button, Sign In buttons, wishlist hearts). */
export function openAccountPanel(
  mode: AccountPanelMode = 'login',
  { closeOnSignIn = false, notice = null, email = '' }: OpenAccountPanelOptions = {},
): void {
  useAccountPanelStore.setState({
    isOpen: true,
    mode,
    closesOnSignIn: closeOnSignIn,
    notice,
    email,
  })
}

/** docs/product.md §S4: a message belongs to the view that showed it; reopening starts clean. */
export function closeAccountPanel(): void {
  useAccountPanelStore.setState({ isOpen: false, closesOnSignIn: false, notice: null, email: '' })
}

/** Switches the signed-out view without closing the panel, with what the new view carries. */
export function setAccountPanelMode(
  mode: AccountPanelMode,
  { notice = null, email = '' }: PanelViewOptions = {},
): void {
  useAccountPanelStore.setState({ mode, notice, email })
}

/** What the open view carries: its notice and the email its form starts with. */
export function usePanelCarry(): Pick<AccountPanelState, 'notice' | 'email'> {
  const notice = useAccountPanelStore((state) => state.notice)
  const email = useAccountPanelStore((state) => state.email)
  return { notice, email }
}

export interface AccountPanel extends Omit<AccountPanelState, 'notice' | 'email'> {
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
