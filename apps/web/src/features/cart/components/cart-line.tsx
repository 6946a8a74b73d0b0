import {
  cartLineKey,
  cartLineName,
  lineTotal,
  maxQuantity,
  type CartItem,
} from '@scentia/domain/cart/cart'
import { formatNairaWithKobo } from '@scentia/domain/money/format'
import { Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { useRemoveConfirmation } from '../hooks/use-remove-confirmation'
import { useCartStore } from '../stores/cart-store'
import { QuantityStepper } from './quantity-stepper'
import { RemoveItemDialog } from './remove-item-dialog'
import { productPath } from '../../../config/paths'
import { ProductThumb } from '../../../components/ui/product-thumb'

interface CartLineProps {
  item: CartItem
  /** After the line is removed its buttons are gone; the list says where focus goes next. */
  onRemoved: () => void
  /** Called when the shopper follows the link to the product (the drawer closes). */
  onNavigate?: () => void
  size?: 'sm' | 'md'
}

/** One cart line: art, name, unit price, − n +, remove, and the line total (2 decimals, §9). */
export function CartLine({ item, onRemoved, onNavigate, size = 'sm' }: CartLineProps) {
  const increment = useCartStore((state) => state.increment)
  const remove = useCartStore((state) => state.remove)
  const { decrement, dialogProps } = useRemoveConfirmation(item, onRemoved)
  const imageSize = size === 'md' ? 'h-28 w-[5.6rem] sm:h-32 sm:w-[6.4rem]' : 'h-20 w-16'

  return (
    <li className="flex gap-4 py-4">
      <div className={`${imageSize} shrink-0 overflow-hidden rounded-xl bg-sand`}>
        <ProductThumb src={item.image} width={112} height={140} className="size-full" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-serif text-base leading-snug text-ink sm:text-[1.05rem]">
              {item.productId ? (
                <Link
                  to={productPath(item.productId)}
                  onClick={onNavigate}
                  // The name is the line's one way to its product: its press reaches 14 px
                  // above and below the words, a whole 44 px (decision 055), over the line's
                  // own padding and the size and price under it, never over a button.
                  className="relative after:absolute after:inset-x-0 after:-inset-y-3.5 after:content-[''] hover:underline hover:decoration-gold hover:underline-offset-4"
                >
                  {item.name}
                </Link>
              ) : (
                item.name
              )}
            </h3>
            {item.sizeLabel ? <p className="mt-0.5 text-sm text-ink/80">{item.sizeLabel}</p> : null}
            <p className="mt-0.5 text-sm text-muted tabular-nums">
              {formatNairaWithKobo(item.price)}
              <span className="sr-only"> each</span>
            </p>
          </div>
          <button
            type="button"
            onClick={() => {
              remove(cartLineKey(item))
              onRemoved()
            }}
            aria-label={`Remove ${cartLineName(item)} from cart`}
            className="-mt-2.5 -mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-ink/[0.06] hover:text-ink"
          >
            <Trash2 aria-hidden="true" className="size-[1.1rem]" strokeWidth={1.6} />
          </button>
        </div>
        <div className="mt-auto flex items-end justify-between gap-3">
          <QuantityStepper
            name={cartLineName(item)}
            quantity={item.quantity}
            max={maxQuantity(item)}
            onIncrement={() => {
              increment(cartLineKey(item))
            }}
            onDecrement={decrement}
          />
          <p className="pb-1.5 text-sm font-semibold text-ink tabular-nums">
            <span className="sr-only">Line total: </span>
            {formatNairaWithKobo(lineTotal(item))}
          </p>
        </div>
      </div>
      <RemoveItemDialog {...dialogProps} />
    </li>
  )
}
