import { useSyncExternalStore } from 'react'
import type { DehydratedState } from '@tanstack/react-query'

/** The id of the JSON block a server-rendered page carries (decision 016). */
export const STATE_ELEMENT_ID = 'scentia-state'

/** What the server hands the browser with a rendered page, so nothing is fetched twice. */
export interface PageState {
  /** What the server found for the page (app/page-router.tsx): a 404, or its error's message. */
  page: { notFound: boolean; error?: string }
  queries: DehydratedState
}

/**
 * Whether this page arrived rendered by the server and is being hydrated. The first client
 * render must then match the server's, which knows no shopper: session, cart and other
 * browser-stored details start empty and fill in after hydration (docs/product.md §8: one HTML for
 * every visitor).
 */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.getElementById(STATE_ELEMENT_ID) !== null
}

/**
 * The page's reads as fresh as the page itself: each answered query counts as read `now`.
 *
 * The server caches a rendered page until what it shows moves (decisions 028, 032), so the page
 * a shopper gets is current when it is served, but its state carries the time of the render,
 * which may be an hour old. Hydrated as it is, every query was already past its staleTime (five
 * minutes for the catalogue) and the home rails and the shop fetched again right after
 * hydration: requests and a re-render for data the page had just brought. Counted from its
 * arrival, each read stays fresh for its own staleTime, as if this browser had fetched it.
 * Failed and pending reads keep their times: they are retried as before.
 */
export function readAsOfArrival(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === 'success'
        ? {
            ...query,
            dehydratedAt: now,
            state: { ...query.state, dataUpdatedAt: now },
          }
        : query,
    ),
  }
}

/**
 * Reads the server's state, its queries dated from `now` (readAsOfArrival); null when the page
 * is the plain shell (private pages).
 */
export function readPageState(now = Date.now()): PageState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(STATE_ELEMENT_ID)
  if (!element?.textContent) return null
  let state: Partial<PageState>
  try {
    state = JSON.parse(element.textContent) as Partial<PageState>
  } catch {
    return null
  }
  // A block without queries (a test's empty state) has nothing to date.
  if (!state.queries) return state as PageState
  return { ...(state as PageState), queries: readAsOfArrival(state.queries, now) }
}

/**
 * JSON for a `<script type="application/json">` block: `<` is escaped so no product text can
 * close the element, and the line separators JavaScript once treated as newlines likewise.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const subscribeNever = () => () => undefined

/**
 * False on the server and during hydration, true once the page is the app's: a form rendered
 * by the server keeps its submit button disabled until a press can reach the app's handler,
 * instead of letting the browser submit it natively (which would put its fields in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

declare global {
  interface Window {
    /** Buttons pressed before they could answer, kept by index.html's first script. */
    __scentiaPresses?: HTMLButtonElement[]
    __scentiaHydrated?: boolean
  }
}

/**
 * A part of the page hydrated apart whose code has not arrived yet (lib/deferred-hydration.tsx's
 * `usePartAttributes`): index.html keeps presses on its buttons, as it does for the whole page
 * before it hydrates.
 */
const WAITING_PART = '[data-part="waiting"]'

/**
 * Presses again, in order, the kept buttons that can answer now (the DOM nodes are the ones
 * hydration kept, so the same buttons are pressed); a button in a part still waiting for its
 * code stays kept until that part hydrates.
 */
export function replayKeptPresses(): void {
  const presses = window.__scentiaPresses ?? []
  const waiting = presses.filter((button) => button.closest(WAITING_PART) !== null)
  window.__scentiaPresses = waiting
  for (const button of presses) {
    if (!waiting.includes(button) && button.isConnected && !button.disabled) button.click()
  }
}

/**
 * Marks the page as the app's and presses again the buttons a shopper pressed while the page
 * was still only HTML (a phone on a slow line shows the page seconds before the app can answer).
 */
export function replayEarlyPresses(): void {
  window.__scentiaHydrated = true
  // Controls take pointer presses from now on (styles.css).
  document.documentElement.classList.add('hydrated')
  replayKeptPresses()
}
