import { create } from 'zustand'

interface CartDrawerStore {
  isOpen: boolean
  open: () => void
  close: () => void
}

/** Whether the cart drawer is showing; the header's cart button opens it. */
export const useCartDrawer = create<CartDrawerStore>()((set) => ({
  isOpen: false,
  open: () => {
    set({ isOpen: true })
  },
  close: () => {
    set({ isOpen: false })
  },
}))
