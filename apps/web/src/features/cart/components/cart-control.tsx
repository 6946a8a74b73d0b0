import type { Product } from '@scentia/domain/catalog/product'
import { maxQuantity } from '@scentia/domain/cart/cart'
import { ShoppingBag } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '../../../components/ui/button'
import { useCartLine } from '../hooks/use-cart'
import { useRemoveConfirmation } from '../hooks/use-remove-confirmation'
import { useCartStore } from '../stores/cart-store'
import { QuantityStepper } from './quantity-stepper'
import { RemoveItemDialog } from './remove-item-dialog'

export type CartControlProduct = Pick<
  Product,
  'id' | 'productId' | 'name' | 'price' | 'image' | 'stock'
>

interface CartControlProps {
  product: CartControlProduct
  /** sm for cards, md for the product page. */
  size?: 'sm' | 'md'
  /** Stretch the Add to Cart button to its container (the product page). */
  fullWidth?: boolean
}

/**
 * A product's cart control (spec §2 "Shop product list"): Add to Cart at quantity 0, − n +
 * otherwise. − from 1 asks 'Remove item from cart?'; + stops at stock (or 100).
 */
export function CartControl({ product, size = 'sm', fullWidth = false }: CartControlProps) {
  const { line, quantity } = useCartLine(product.id)
  const add = useCartStore((state) => state.add)
  const addRef = useRef<HTMLButtonElement>(null)
  const focusAddAfterRemove = useRef(false)
  const { decrement, dialogProps } = useRemoveConfirmation(
    { id: product.id, name: product.name, quantity },
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
          name={product.name}
          quantity={quantity}
          // The product's stock is fresher than the one saved with the line.
          max={maxQuantity({ stock: product.stock })}
          size={size}
          fullWidth={fullWidth}
          // Adding an existing product is +1 with the product's fresh price and stock.
          onIncrement={() => {
            add(product)
          }}
          onDecrement={decrement}
        />
      ) : product.stock <= 0 ? (
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
            add(product)
          }}
        >
          <ShoppingBag aria-hidden="true" className="size-4" strokeWidth={1.8} />
          Add to Cart
          <span className="sr-only">: {product.name}</span>
        </Button>
      )}
      <RemoveItemDialog {...dialogProps} />
    </>
  )
}
