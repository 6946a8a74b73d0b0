import { afterAll, vi } from 'vitest'
import type { EvaluatedModules } from 'vite/module-runner'

/**
 * The storefront's test files share their worker (decision 026): its libraries stay loaded and
 * its jsdom window stays open from one file to the next, which is what makes the project fast.
 * What a file may leave behind is put back here when it ends, so the next file starts as it
 * would in a worker of its own:
 *
 * - the shop's own modules (apps/web/src) are loaded afresh, so every store, cache, timer handle
 *   and lazy layer in module state starts anew (a lazy layer's first load is a state of its own);
 * - every window property a file added or replaced is removed or restored;
 * - the document's head and body hold what they held before the first file (a library that
 *   adds its style element as it loads, react-hot-toast's, adds it again), with the same
 *   attributes on them and on <html>;
 * - the address is the first file's again, storage is empty, and no toast is left showing.
 *
 * Libraries are shared: a library that keeps state between renders is the shop's concern only
 * through the shop's own modules, which are fresh.
 */

// zod is a library, so it is loaded once for the worker: a file's first checked answer loads
// only its small contract module (decision 042; lib/api-client.ts's preloadContract).
await import('zod/v4')

const SHOP_SOURCE = `${import.meta.dirname.replace(/\/test$/, '')}/`
const THIS_FILE = import.meta.filename

interface WorkerStart {
  /** The window's own properties before any test file ran. */
  window: Map<PropertyKey, PropertyDescriptor>
  /** What the document's head held (a library's style element is added there as it loads). */
  head: Element[]
  /** The attributes of <html> and <body> (a class, a scroll lock's style). */
  attributes: Map<Element, Attr[]>
  href: string
}

// This set-up module runs again for every file, so what must outlive a file hangs on the global.
const startKey = Symbol.for('scentia.test.worker-start')
const holder = globalThis as unknown as Record<symbol, WorkerStart | undefined>
// A file that runs without a DOM (the build checks under build/) has no window to put back.
const start =
  typeof window === 'undefined'
    ? undefined
    : (holder[startKey] ??= {
        window: new Map(
          Reflect.ownKeys(window).map((key) => [
            key,
            Object.getOwnPropertyDescriptor(window, key) as PropertyDescriptor,
          ]),
        ),
        head: [...document.head.children],
        attributes: new Map(
          [document.documentElement, document.body].map((element) => [
            element,
            [...element.attributes].map((attribute) => attribute.cloneNode() as Attr),
          ]),
        ),
        href: window.location.href,
      })

/** Vitest's module runner for this worker (it keeps the evaluated modules between files). */
function evaluatedModules(): EvaluatedModules {
  const worker = (globalThis as { __vitest_worker__?: { evaluatedModules?: EvaluatedModules } })
    .__vitest_worker__
  if (!worker?.evaluatedModules) {
    throw new Error('The shared-worker set-up needs Vitest 4’s worker state (decision 026)')
  }
  return worker.evaluatedModules
}

function forgetShopModules(): void {
  const modules = evaluatedModules()
  for (const [file, nodes] of modules.fileToModulesMap) {
    if (!file.startsWith(SHOP_SOURCE) || file === THIS_FILE) continue
    for (const node of nodes) modules.invalidateModule(node)
  }
}

function restoreWindow(start: WorkerStart): void {
  for (const key of Reflect.ownKeys(window)) {
    const before = start.window.get(key)
    const now = Object.getOwnPropertyDescriptor(window, key)
    if (!now?.configurable) continue
    if (!before) {
      Reflect.deleteProperty(window, key)
    } else if (
      before.value !== now.value ||
      before.get !== now.get ||
      before.set !== now.set ||
      before.writable !== now.writable
    ) {
      Object.defineProperty(window, key, before)
    }
  }
}

function restoreAttributes(start: WorkerStart): void {
  for (const [element, attributes] of start.attributes) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name)
    for (const attribute of attributes) element.setAttribute(attribute.name, attribute.value)
  }
}

afterAll(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  if (!start) {
    forgetShopModules()
    return
  }
  // The toast store is the library's (shared): a toast still showing would reappear under the
  // next file's Toaster, as if that file had raised it.
  const { toast } = await import('react-hot-toast')
  toast.remove()
  restoreWindow(start)
  if (window.location.href !== start.href) window.history.replaceState(null, '', start.href)
  document.head.replaceChildren(...start.head)
  document.body.replaceChildren()
  restoreAttributes(start)
  localStorage.clear()
  sessionStorage.clear()
  forgetShopModules()
})
