import { EMPTY_SEARCH, type SearchCriteria } from '@scentia/domain/catalog/search'
import { create } from 'zustand'

interface SearchOverlayStore {
  isOpen: boolean
  /** Kept between openings: back from a product, the shopper finds their search as they left it. */
  criteria: SearchCriteria
  /** Opens the overlay, optionally with a search already filled in. */
  open: (criteria?: Partial<SearchCriteria>) => void
  close: () => void
  setCriteria: (change: Partial<SearchCriteria>) => void
  clear: () => void
}

/** The search overlay's state; the header's search button and anyone else may open it. */
export const useSearchOverlay = create<SearchOverlayStore>()((set) => ({
  isOpen: false,
  criteria: EMPTY_SEARCH,
  open: (criteria) => {
    set((state) => ({
      isOpen: true,
      criteria: criteria ? { ...EMPTY_SEARCH, ...criteria } : state.criteria,
    }))
  },
  close: () => {
    set({ isOpen: false })
  },
  setCriteria: (change) => {
    set((state) => ({ criteria: { ...state.criteria, ...change } }))
  },
  clear: () => {
    set({ criteria: EMPTY_SEARCH })
  },
}))
