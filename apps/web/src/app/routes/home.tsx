import { HomeHero } from '../../features/catalog/components/home-hero'
import { ProductRail } from '../../features/catalog/components/product-rail'
import { lazy } from 'react'
import {
  BEST_SELLERS_RAIL,
  LOWER_RAILS,
  RAIL_SIZE,
  railQuery,
  type HomeRail,
} from '../../features/catalog/home-rails'
import { RecentlyViewed } from '../../features/discover/components/recently-viewed'
import { useProductsPage } from '../../lib/catalog'
import { renderShelfAction, renderShelfCorner } from '../cart-action'
import { shopPath } from '../../config/paths'
import { chipQuery } from '@scentia/domain/catalog/shop-url'
import { CatalogueError } from '../../features/catalog/components/catalogue-error'
import { HydrateApart } from '../../lib/deferred-hydration'

// Below the first screen, in a part that hydrates on its own (decision 036): its code (the family
// tiles, the trust strip and its icons) loads when React comes to hydrate it, not with the page.
// The server renders it whole; until its code arrives the server's HTML stays as it is, links
// working as plain links.
const HomeLowerSections = lazy(async () => ({
  default: (await import('../../features/catalog/components/home-lower-sections'))
    .HomeLowerSections,
}))

/**
 * One trending chip's shelf as a rail (its own bounded read of GET /api/products), with the shop
 * link showing it all. A rail with products hydrates on its own after the hero (decision 036).
 * An empty rail renders nothing; a rail that fails offers to try again.
 */
function ChipRail({ rail }: { rail: HomeRail }) {
  const { data, isPending, isError, refetch } = useProductsPage(railQuery(rail))
  if (isError) {
    return <CatalogueError onRetry={refetch} />
  }
  if (!isPending && data.products.length === 0) return null
  return (
    <HydrateApart>
      <ProductRail
        eyebrow={rail.eyebrow}
        title={rail.title}
        description={rail.description}
        viewAllTo={shopPath(chipQuery(rail.chip))}
        products={data?.products}
        isLoading={isPending}
        limit={RAIL_SIZE}
        renderAction={renderShelfAction}
        renderCorner={renderShelfCorner}
      />
    </HydrateApart>
  )
}

export function HomeRoute() {
  return (
    <>
      <HomeHero />
      <ChipRail rail={BEST_SELLERS_RAIL} />
      <RecentlyViewed />
      <HydrateApart>
        <HomeLowerSections />
      </HydrateApart>
      {LOWER_RAILS.map((rail) => (
        <ChipRail key={rail.chip} rail={rail} />
      ))}
    </>
  )
}
