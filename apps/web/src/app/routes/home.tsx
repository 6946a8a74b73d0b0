import type { Product } from '@scentia/domain/catalog/product'
import { EMPTY_SEARCH, filterProducts, type TrendingChipId } from '@scentia/domain/catalog/search'
import { HomeHero } from '../../features/catalog/components/home-hero'
import { ProductRail } from '../../features/catalog/components/product-rail'
import { ScentFamilyTiles } from '../../features/catalog/components/scent-family-tiles'
import { TrustStrip } from '../../features/catalog/components/trust-strip'
import { RecentlyViewed } from '../../features/discover/components/recently-viewed'
import { useProducts } from '../../lib/catalog'
import { renderCartAction } from '../cart-action'
import { shopPath } from '../../config/paths'
import { CatalogueError } from '../../features/catalog/components/catalogue-error'
import { HydrateLater } from '../../lib/deferred-hydration'

interface HomeRail {
  chip: TrendingChipId
  eyebrow: string
  title: string
  description: string
}

const BEST_SELLERS: HomeRail = {
  chip: 'bestsellers',
  eyebrow: 'Most loved',
  title: 'Best sellers',
  description: 'The bottles Lagos keeps coming back for.',
}

/** The rails below the family tiles. */
const LOWER_RAILS: readonly HomeRail[] = [
  {
    chip: 'gift-sets',
    eyebrow: 'To give',
    title: 'Gift sets',
    description: 'Boxed, ready to give, and welcome at every celebration.',
  },
  {
    chip: 'travel-sizes',
    eyebrow: 'On the go',
    title: 'Travel sizes',
    description: 'Your favourites in bag-friendly bottles.',
  },
]

/**
 * One trending chip's products as a rail, in catalogue order, with the shop link showing them
 * all. A rail with products hydrates `wave` tasks after the page (decision 021): the home page
 * is no one long task on a slow phone. An empty rail renders nothing, and waits for nothing.
 */
function ChipRail({
  rail,
  products,
  isLoading,
  wave,
}: {
  rail: HomeRail
  products: readonly Product[] | undefined
  isLoading: boolean
  wave: number
}) {
  const shown = products
    ? filterProducts(products, { ...EMPTY_SEARCH, chip: rail.chip })
    : undefined
  if (!isLoading && (!shown || shown.length === 0)) return null
  return (
    <HydrateLater wave={wave}>
      <ProductRail
        eyebrow={rail.eyebrow}
        title={rail.title}
        description={rail.description}
        viewAllTo={shopPath({ chip: rail.chip })}
        products={shown}
        isLoading={isLoading}
        renderAction={renderCartAction}
      />
    </HydrateLater>
  )
}

export function HomeRoute() {
  const { data: products, isPending, isError, refetch } = useProducts()

  return (
    <>
      <HomeHero />
      {isError ? (
        <CatalogueError
          onRetry={() => {
            void refetch()
          }}
        />
      ) : (
        <ChipRail rail={BEST_SELLERS} products={products} isLoading={isPending} wave={1} />
      )}
      <RecentlyViewed />
      <HydrateLater wave={2}>
        <ScentFamilyTiles />
      </HydrateLater>
      <HydrateLater wave={2}>
        <TrustStrip />
      </HydrateLater>
      {isError
        ? null
        : LOWER_RAILS.map((rail, index) => (
            <ChipRail
              key={rail.chip}
              rail={rail}
              products={products}
              isLoading={isPending}
              wave={3 + index}
            />
          ))}
    </>
  )
}
