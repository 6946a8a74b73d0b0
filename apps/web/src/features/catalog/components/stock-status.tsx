import { stockState, type StockState } from '@scentia/domain/catalog/listing-view'
import type { Product, ProductSize } from '@scentia/domain/catalog/product'

// One rule for what a stock figure tells a shopper, shared with the server, which versions list
// pages by it (decision 032).
export { stockState, type StockState }

export function stockLabel(state: StockState): string {
  switch (state.kind) {
    case 'out':
      return 'Out of stock'
    case 'low':
      return `Only ${state.left} left`
    case 'in':
      return 'In stock'
  }
}

/**
 * A card's words when the full bottle is sold out but other sizes are not (the spec
 * has no string for it, so it keeps the "Only N left" style): "Only the 2 ml sample in stock".
 */
export function otherSizesLabel(sizes: readonly Pick<ProductSize, 'label'>[]): string {
  const labels = sizes.map((size) => size.label)
  const last = labels.pop()
  const list = labels.length > 0 ? `${labels.join(', ')} and ${last ?? ''}` : (last ?? '')
  return `Only the ${list} in stock`
}

const dotClass: Record<StockState['kind'], string> = {
  out: 'bg-red-700',
  low: 'bg-amber-600',
  in: 'bg-emerald-700',
}

/** In stock / 'Only N left' / 'Out of stock', with a colour dot that is never the only cue. */
export function StockStatus({ stock }: Pick<Product, 'stock'>) {
  const state = stockState(stock)
  return (
    <p className="inline-flex items-center gap-2 text-sm font-medium">
      <span aria-hidden="true" className={`size-2 rounded-full ${dotClass[state.kind]}`} />
      {stockLabel(state)}
    </p>
  )
}
