import { SkeletonStack } from '../../../components/ui/skeleton-stack'

/**
 * The product grid's columns (product-grid.tsx), shared with its skeleton. Apart from the grid,
 * so a page shows a loading grid without carrying the cards' code (decision 036).
 */
export const gridClasses =
  'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-10'

/** The card's exact footprint, so the grid does not move when products arrive. */
export function ProductCardSkeleton() {
  return (
    <SkeletonStack
      shapes={[
        'aspect-[4/5] w-full rounded-2xl',
        'mt-3 h-3 w-1/3',
        'mt-2 h-5 w-4/5',
        'mt-1.5 h-3 w-1/2',
        'mt-4 h-9 w-full',
      ]}
    />
  )
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-busy="true" className={gridClasses}>
      <span className="sr-only" role="status">
        Loading fragrances…
      </span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  )
}
