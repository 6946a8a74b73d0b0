import type { User, UserResponse } from '@scentia/domain/account/user'
import { PROFILE_REFRESH_MS, isProfileRefreshDue } from '@scentia/domain/session/cache'
import { isTokenExpired } from '@scentia/domain/session/token'
import { create } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { accountContract } from './account-contract'
import { apiRequest, onUnauthorized, setAuthTokenProvider } from './api-client'
import { isHydrating } from './hydration'

/** docs/product.md §S9: the browser keys of the session. */
export const AUTH_TOKEN_KEY = 'auth_token'
export const USER_DATA_KEY = 'user_data'
export const LAST_PROFILE_UPDATE_KEY = 'last_profile_update'

/** docs/product.md §S4: after an address or profile change the profile is read again about a second later. */
export const PROFILE_REFRESH_DELAY_MS = 1_000

interface SessionState {
  token: string | null
  user: User | null
  /** True until the stored session has been restored or cleared (docs/product.md §S4: "at start, loading"). */
  isLoading: boolean
}

/* ---------- storage (private mode or a full quota must never break a click) ---------- */

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // The session then lives for this tab only.
  }
}

function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing stored to remove.
  }
}

/** The stored user, when it still looks like one; anything else is treated as absent. */
function readStoredUser(): User | null {
  const text = readStorage(USER_DATA_KEY)
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const user = value as Partial<User>
    if (typeof user.user_id !== 'number' || typeof user.email !== 'string') return null
    return {
      user_id: user.user_id,
      email: user.email,
      full_name: typeof user.full_name === 'string' ? user.full_name : '',
      phone_number: typeof user.phone_number === 'string' ? user.phone_number : null,
      profile_link: typeof user.profile_link === 'string' ? user.profile_link : null,
      verified: user.verified === true,
      addresses: Array.isArray(user.addresses) ? user.addresses : [],
      ...(typeof user.sms_updates === 'boolean' ? { sms_updates: user.sms_updates } : {}),
    }
  } catch {
    return null
  }
}

function readLastProfileUpdate(): number | null {
  const text = readStorage(LAST_PROFILE_UPDATE_KEY)
  if (text === null) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

function storeUser(user: User, now: number): void {
  writeStorage(USER_DATA_KEY, JSON.stringify(user))
  writeStorage(LAST_PROFILE_UPDATE_KEY, String(now))
}

/**
 * The first state, read synchronously so route loaders that run before the first render (the
 * catalogue prefetch) already know who is signed in. Timers and clean-up wait for startSession.
 */
function initialState(): SessionState {
  // A server-rendered page hydrates as the visitor the server rendered for; startSession()
  // restores the shopper right after, in an effect (docs/product.md §8).
  if (isHydrating()) return { token: null, user: null, isLoading: true }
  const token = readStorage(AUTH_TOKEN_KEY)
  const user = readStoredUser()
  if (token !== null && user !== null && !isTokenExpired(token, Date.now())) {
    return { token, user, isLoading: false }
  }
  return { token: null, user: null, isLoading: true }
}

const useSessionStore = create<SessionState>()(initialState)

// The API client asks the store for the token from the start, not from startSession(): on a
// page the app renders itself the store already holds the stored session, and a route's query
// can go out before the providers' effect has run (a reload of /orders once went out without
// its token, was answered 401 and signed the shopper out).
setAuthTokenProvider(getSessionToken)

/* ---------- background refresh ---------- */

let refreshTimer: ReturnType<typeof setInterval> | null = null
let delayedRefresh: ReturnType<typeof setTimeout> | null = null
let refreshInFlight: Promise<User | null> | null = null

function stopBackgroundRefresh(): void {
  if (refreshTimer !== null) clearInterval(refreshTimer)
  if (delayedRefresh !== null) clearTimeout(delayedRefresh)
  refreshTimer = null
  delayedRefresh = null
}

function startBackgroundRefresh(): void {
  stopBackgroundRefresh()
  refreshTimer = setInterval(() => {
    void refreshProfile()
  }, PROFILE_REFRESH_MS)
}

/* ---------- the rules ---------- */

/** The token to send, or null: an expired token is never sent (docs/product.md §S5). */
export function getSessionToken(): string | null {
  const { token } = useSessionStore.getState()
  if (token === null || isTokenExpired(token, Date.now())) return null
  return token
}

function signIn(token: string, user: User): void {
  const now = Date.now()
  writeStorage(AUTH_TOKEN_KEY, token)
  storeUser(user, now)
  useSessionStore.setState({ token, user, isLoading: false })
  startBackgroundRefresh()
}

/** Logout and every 401: token, user data and last update time go, the refresh stops. */
function signOut(): void {
  stopBackgroundRefresh()
  refreshInFlight = null
  removeStorage(AUTH_TOKEN_KEY)
  removeStorage(USER_DATA_KEY)
  removeStorage(LAST_PROFILE_UPDATE_KEY)
  useSessionStore.setState({ token: null, user: null, isLoading: false })
}

/** Replaces the signed-in user (after a profile or avatar save); ignored when signed out. */
function setUser(user: User): void {
  if (useSessionStore.getState().token === null) return
  storeUser(user, Date.now())
  useSessionStore.setState({ user })
}

/**
 * GET /profile: the one client of the endpoint. The session keeps its answer; Account
 * Settings reads its sms_updates from it.
 */
export function fetchProfile(signal?: AbortSignal): Promise<UserResponse> {
  return apiRequest<UserResponse>('/profile', {
    signal,
    schema: async () => (await accountContract()).userResponseSchema,
  })
}

/**
 * GET /profile and keep the answer. Concurrent calls share one request. Resolves with the user,
 * or null when signed out or the call failed (a 401 signs out through the broadcast).
 */
function refreshProfile(): Promise<User | null> {
  if (getSessionToken() === null) return Promise.resolve(null)
  if (refreshInFlight) return refreshInFlight
  const request = fetchProfile()
    .then((response) => {
      // Signed out (or someone else signed in) while the request was out: drop the answer.
      const current = useSessionStore.getState().user
      if (request !== refreshInFlight || current?.user_id !== response.user.user_id) return null
      setUser(response.user)
      return response.user
    })
    .catch(() => null)
    .finally(() => {
      if (refreshInFlight === request) refreshInFlight = null
    })
  refreshInFlight = request
  return request
}

/** docs/product.md §S4: after an address or profile change, refresh about a second later (one at a time). */
function refreshProfileSoon(): void {
  if (delayedRefresh !== null) clearTimeout(delayedRefresh)
  delayedRefresh = setTimeout(() => {
    delayedRefresh = null
    void refreshProfile()
  }, PROFILE_REFRESH_DELAY_MS)
}

/** docs/product.md §S4 auth check: a missing or expired token clears the session and answers false. */
function checkAuth(): boolean {
  if (getSessionToken() !== null) return true
  if (useSessionStore.getState().token !== null || readStorage(AUTH_TOKEN_KEY) !== null) signOut()
  return false
}

/**
 * At start (docs/product.md §S4): an unexpired stored token restores the session at once with the stored
 * user, refreshes the profile when the last update is over 15 minutes old, and starts the
 * 15-minute refresh; anything else clears the session.
 */
function restore(): void {
  const token = readStorage(AUTH_TOKEN_KEY)
  const user = readStoredUser()
  const now = Date.now()
  if (token === null || user === null || isTokenExpired(token, now)) {
    signOut()
    return
  }
  useSessionStore.setState({ token, user, isLoading: false })
  startBackgroundRefresh()
  if (isProfileRefreshDue(readLastProfileUpdate(), now)) void refreshProfile()
}

export const sessionActions = {
  signIn,
  signOut,
  setUser,
  refreshProfile,
  refreshProfileSoon,
  checkAuth,
}

let stopListening: (() => void) | null = null

/**
 * Wires the session into the app once: any 401 signs out, and the stored session is restored
 * (the API client has asked this store for its token since the module loaded). Returns a
 * function that undoes it (tests, hot reload).
 */
export function startSession(): () => void {
  stopListening?.()
  const unsubscribe = onUnauthorized(signOut)
  restore()
  stopListening = () => {
    unsubscribe()
    stopBackgroundRefresh()
    stopListening = null
  }
  return stopListening
}

export interface Session {
  user: User | null
  token: string | null
  isAuthenticated: boolean
  isLoading: boolean
}

/** The session for components (docs/product.md §S3 Auth state). */
export function useSession(): Session {
  return useSessionStore(
    useShallow((state) => ({
      user: state.user,
      token: state.token,
      isAuthenticated: state.token !== null && state.user !== null,
      isLoading: state.isLoading,
    })),
  )
}

/** The signed-in user's id, or null: the key the product list is cached under. */
export function useSessionUserId(): number | null {
  return useSessionStore((state) => state.user?.user_id ?? null)
}

/** Reads the session outside React (event handlers, loaders). */
export function getSession(): Session {
  const { user, token, isLoading } = useSessionStore.getState()
  return { user, token, isAuthenticated: token !== null && user !== null, isLoading }
}

/**
 * The session once the stored one has been read (docs/product.md §S4: "at start, loading"):
 * at once after `startSession()`, else when it has run. For an action that must not guess who
 * is signed in from a render that may predate the restore (a press replayed at hydration).
 */
export function whenSessionKnown(): Promise<Session> {
  const current = getSession()
  if (!current.isLoading) return Promise.resolve(current)
  return new Promise((resolve) => {
    const stop = subscribeToSession((session) => {
      if (session.isLoading) return
      stop()
      resolve(session)
    })
  })
}

/** Runs the listener on every session change; returns the unsubscribe function. */
export function subscribeToSession(listener: (session: Session) => void): () => void {
  return useSessionStore.subscribe(() => {
    listener(getSession())
  })
}
