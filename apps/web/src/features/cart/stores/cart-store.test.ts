import { beforeEach, describe, expect, it, vi } from 'vitest'
import { buildCartProduct } from '../../../test/factories'
import { CART_STORAGE_KEY } from './cart-store'

const rose = buildCartProduct()
const amber = { id: 2, name: 'Amber Nights', price: 18_000, image: '/a.svg', quantity: 3 }

/** A fresh copy of the store module, as a page load would get. */
async function loadStore() {
  vi.resetModules()
  return (await import('./cart-store')).useCartStore
}

/** The toasts the freshly loaded store raises (a module reset loads them anew too). */
async function loadToast() {
  return (await import('../../../lib/toast')).toast
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')
}

beforeEach(() => {
  vi.restoreAllMocks()
})

describe('cart store persistence', () => {
  it('loads the stored cart at start, dropping entries that fail the type checks', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([amber, { id: 'x', name: 3 }, null, { ...amber, id: 3, quantity: -1 }]),
    )
    const store = await loadStore()
    expect(store.getState().items).toEqual([amber])
  })

  it('starts empty on garbage', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{oops')
    const store = await loadStore()
    expect(store.getState().items).toEqual([])
  })

  it('saves on every change under perfume_cart_items', async () => {
    const store = await loadStore()
    store.getState().add(rose)
    expect(stored()).toEqual([{ ...rose, quantity: 1 }])
    store.getState().increment(1)
    expect(stored()).toEqual([{ ...rose, quantity: 2 }])
    store.getState().remove(1)
    expect(stored()).toEqual([])
  })

  it('follows another tab through the storage event', async () => {
    const store = await loadStore()
    store.getState().add(rose)
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([amber]))
    setItem.mockClear()
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }))
    expect(store.getState().items).toEqual([amber])
    // Reading another tab's cart must not write it straight back.
    expect(setItem).not.toHaveBeenCalled()
  })

  it('ignores storage events for other keys', async () => {
    const store = await loadStore()
    store.getState().add(rose)
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token' }))
    expect(store.getState().items).toHaveLength(1)
  })

  it('keeps working when storage refuses writes', async () => {
    const store = await loadStore()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    store.getState().add(rose)
    expect(store.getState().items).toHaveLength(1)
  })
})

describe('cart store messages', () => {
  it("toasts 'Only {n} items in stock' when a change is cut to stock", async () => {
    const store = await loadStore()
    const error = vi.spyOn(await loadToast(), 'error')
    store.getState().add(rose)
    store.getState().add(rose)
    store.getState().add(rose)
    expect(error).toHaveBeenCalledWith('Only 2 items in stock', expect.anything())
    // The first two adds were within stock: one toast, for the third.
    expect(error).toHaveBeenCalledTimes(1)
    expect(store.getState().items[0]?.quantity).toBe(2)
  })

  it("clearing empties the cart and toasts 'Cart cleared successfully'", async () => {
    const store = await loadStore()
    const success = vi.spyOn(await loadToast(), 'success')
    store.getState().add(rose)
    store.getState().clear()
    expect(store.getState().items).toEqual([])
    expect(stored()).toEqual([])
    expect(success).toHaveBeenCalledWith('Cart cleared successfully')
  })

  it('reconciles with the catalogue without a toast', async () => {
    const store = await loadStore()
    const error = vi.spyOn(await loadToast(), 'error')
    store.getState().add(rose)
    store.getState().add(rose)
    store.getState().reconcile([{ ...rose, stock: 1, price: 26_000 }])
    expect(store.getState().items).toEqual([{ ...rose, stock: 1, price: 26_000, quantity: 1 }])
    expect(error).not.toHaveBeenCalled()
  })
})
