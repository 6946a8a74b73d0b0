import { cartLineKey, cartLineName } from '@scentia/domain/cart/cart'
import { useState } from 'react'
import { useCartStore } from '../stores/cart-store'

/**
 * − on a line: below 1 it asks 'Remove item from cart?' instead of removing at once (docs/product.md §S4).
 * Returns the decrement handler and the props for the RemoveItemDialog.
 */
export function useRemoveConfirmation(
  item: { id: number; sizeId?: number; name: string; sizeLabel?: string; quantity: number },
  onRemoved?: () => void,
) {
  const [isConfirming, setConfirming] = useState(false)
  const decrement = useCartStore((state) => state.decrement)
  const remove = useCartStore((state) => state.remove)
  return {
    decrement: () => {
      if (item.quantity <= 1) setConfirming(true)
      else decrement(cartLineKey(item))
    },
    dialogProps: {
      open: isConfirming,
      // The size too: the question must say which of two sizes of one fragrance goes.
      itemName: cartLineName(item),
      onCancel: () => {
        setConfirming(false)
      },
      onConfirm: () => {
        setConfirming(false)
        remove(cartLineKey(item))
        onRemoved?.()
      },
    },
  }
}
