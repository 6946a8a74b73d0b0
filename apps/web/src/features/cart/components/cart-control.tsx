import type { Product } from '@scentia/domain/catalog/product'
import { cartLineKey, cartLineName, maxQuantity } from '@scentia/domain/cart/cart'
import { ShoppingBag } from 'lucide-react'
import { lazy, useEffect, useRef } from 'react'
import { Button } from '../../../components/ui/button'
import { MountOnceOpened } from '../../../lib/mount-once-opened'
import { useCartLine } from '../hooks/use-cart'
import { useRemoveConfirmation } from '../hooks/use-remove-confirmation'
import { useCartStore } from '../stores/cart-store'
import { QuantityStepper } from './quantity-stepper'

// Asked only when a line goes to 0: the dialog's code loads then, not with every product card
// on the first screen (decision 036).
const RemoveItemDialog = lazy(async () => ({
  default: (await import('./remove-item-dialog')).RemoveItemDialog,
}))

export type CartControlProduct = Pick<
  Product,
  'id' | 'productId' | 'name' | 'price' | 'image' | 'stock'
> &
  Partial<Pick<Product, 'sizes'>>

interface CartControlProps {
  product: CartControlProduct
  /** sm for cards, md for the product page. */
  size?: 'sm' | 'md'
  /** Stretch the Add to Cart button to its container (the product page). */
  fullWidth?: boolean
  /** The size chosen on the product page; absent or the default: the full bottle. */
  sizeId?: number
}

/**
 * A product's cart control (docs/product.md §S2 "Shop product list"): Add to Cart at quantity 0, − n +
 * otherwise. − from 1 asks 'Remove item from cart?'; + stops at stock (or 100).
 */
export function CartControl({ product, size = 'sm', fullWidth = false, sizeId }: CartControlProps) {
  const chosen = product.sizes?.find((entry) => entry.id === sizeId && !entry.isDefault)
  const lineSizeId = chosen?.id
  const stock = chosen ? chosen.stock : product.stock
  const name = cartLineName({ name: product.name, sizeLabel: chosen?.label })
  const { line, quantity } = useCartLine(cartLineKey({ id: product.id, sizeId: lineSizeId }))
  const add = useCartStore((state) => state.add)
  const addRef = useRef<HTMLButtonElement>(null)
  const focusAddAfterRemove = useRef(false)
  const { decrement, dialogProps } = useRemoveConfirmation(
    { id: product.id, sizeId: lineSizeId, name, quantity },
    () => {
      focusAddAfterRemove.current = true
    },
  )

  // The − button the shopper pressed is gone once the line is removed; give focus to the
  // Add to Cart button that replaces it rather than dropping it on the page.
  useEffect(() => {
    if (quantity === 0 && focusAddAfterRemove.current) {
      focusAddAfterRemove.current = false
      addRef.current?.focus()
    }
  }, [quantity])

  const buttonSize = size === 'md' ? 'lg' : 'sm'
  const width = fullWidth ? 'w-full' : ''

  return (
    <>
      {line ? (
        <QuantityStepper
          name={name}
          quantity={quantity}
          // The product's stock is fresher than the one saved with the line.
          max={maxQuantity({ stock })}
          size={size}
          fullWidth={fullWidth}
          // Adding an existing product is +1 with the product's fresh price and stock.
          onIncrement={() => {
            add(product, lineSizeId)
          }}
          onDecrement={decrement}
        />
      ) : stock <= 0 ? (
        <Button variant="outline" size={buttonSize} disabled className={width}>
          Out of Stock
        </Button>
      ) : (
        <Button
          ref={addRef}
          variant="primary"
          size={buttonSize}
          className={width}
          onClick={() => {
            add(product, lineSizeId)
          }}
        >
          <ShoppingBag aria-hidden="true" className="size-4" strokeWidth={1.8} />
          Add to Cart
          <span className="sr-only">: {name}</span>
        </Button>
      )}
      <MountOnceOpened isOpen={dialogProps.open}>
        <RemoveItemDialog {...dialogProps} />
      </MountOnceOpened>
    </>
  )
}
