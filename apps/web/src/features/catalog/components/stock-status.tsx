import type { Product } from '@scentia/domain/catalog/product'

/** At or below this many bottles the shopper is told how few are left. */
export const LOW_STOCK_THRESHOLD = 5

export type StockState = { kind: 'out' } | { kind: 'low'; left: number } | { kind: 'in' }

export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: 'out' }
  if (stock <= LOW_STOCK_THRESHOLD) return { kind: 'low', left: stock }
  return { kind: 'in' }
}

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
