import type { ProductSize } from '@scentia/domain/catalog/product'
import { formatNaira } from '@scentia/domain/money/format'
import { stockLabel, stockState } from './stock-status'

interface SizeChooserProps {
  sizes: readonly ProductSize[]
  selectedId: number
  onChange: (sizeId: number) => void
}

/**
 * The product page's sizes: a native radio group, so arrow keys, the group's name
 * and the checked state come from the browser; each size shows its price and stock. A sold-out
 * size says "Sold out" but can still be chosen: choosing it is how a shopper asks to hear when
 * that size is back (the page then offers "Tell me when it's back" instead of Add to Cart).
 */
export function SizeChooser({ sizes, selectedId, onChange }: SizeChooserProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">Size</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {sizes.map((size) => {
          const soldOut = size.stock <= 0
          return (
            <label
              key={size.id}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink/[0.04] has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold ${
                soldOut ? 'border-ink/10 text-muted' : 'border-ink/20'
              }`}
            >
              <input
                type="radio"
                name="product-size"
                value={size.id}
                checked={size.id === selectedId}
                onChange={() => {
                  onChange(size.id)
                }}
                className="size-4 accent-ink"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{size.label}</span>
                <span className="text-xs text-muted">
                  {soldOut ? 'Sold out' : stockLabel(stockState(size.stock))}
                </span>
              </span>
              <span className="font-semibold tabular-nums">{formatNaira(size.price)}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
