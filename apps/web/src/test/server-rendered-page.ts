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
