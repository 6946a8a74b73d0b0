import type { Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'
import { STATE_ELEMENT_ID } from '../lib/hydration'

/**
 * Puts a server-rendered page in the document: its HTML in a container, and the state block
 * that tells the app the page came from the server (lib/hydration.ts). Returns the container,
 * for `hydrateRoot`.
 */
export function mountServerRenderedPage(html: string): HTMLElement {
  const state = document.createElement('script')
  state.id = STATE_ELEMENT_ID
  state.type = 'application/json'
  state.textContent = '{}'
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(state, container)
  return container
}

/**
 * For a test file that hydrates server-rendered HTML: hydration runs in React's own tasks, as in
 * the browser, not flushed by act(); after each test its root is unmounted and the document
 * emptied. Set `hydrated.root` to the test's root.
 */
export function hydrateInReactsOwnTasks(): { root: Root | null } {
  const hydrated: { root: Root | null } = { root: null }
  beforeEach(() => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
  })
  afterEach(() => {
    hydrated.root?.unmount()
    hydrated.root = null
    document.body.replaceChildren()
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
  })
  return hydrated
}
