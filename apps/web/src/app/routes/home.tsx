import {
  BEST_SELLERS_RAIL,
  LOWER_RAILS,
  RAIL_SIZE,
  railQuery,
  type HomeRail,
} from '../../features/catalog/home-rails'
import { useProductsPage } from '../../lib/catalog'
import { shopPath } from '../../config/paths'
import { chipQuery } from '@scentia/domain/catalog/shop-url'
import { CatalogueError } from '../../features/catalog/components/catalogue-error'
import { lazyPart } from '../../lib/deferred-hydration'

// The first screen's hero is text and two links: its HTML paints as the server sent it, and its
// code, with nothing to answer but links that work as plain links meanwhile, comes after the
// page's (decision 036).
const HomeHero = lazyPart(
  async () => (await import('../../features/catalog/components/home-hero')).HomeHero,
)

// Below the first screen, in a part that hydrates on its own (decision 036): its code (the family
// tiles, the trust strip and its icons) loads when React comes to hydrate it, not with the page.
// The server renders it whole; until its code arrives the server's HTML stays as it is, links
// working as plain links.
const HomeLowerSections = lazyPart(
  async () =>
    (await import('../../features/catalog/components/home-lower-sections')).HomeLowerSections,
)

// The rails' cards, with their cart controls and hearts, likewise: under the hero, each rail a
// part of its own; a press on a card's button before its code arrives is kept and replayed.
const ShelfRail = lazyPart(async () => (await import('../shelves')).ShelfRail)

// This browser's recently viewed products: nothing on the server or while the page hydrates
// (features/discover), so its code too comes after the first screen.
const RecentlyViewed = lazyPart(
  async () => (await import('../../features/discover/components/recently-viewed')).RecentlyViewed,
)

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
    <ShelfRail
      eyebrow={rail.eyebrow}
      title={rail.title}
      description={rail.description}
      viewAllTo={shopPath(chipQuery(rail.chip))}
      products={data?.products}
      isLoading={isPending}
      limit={RAIL_SIZE}
    />
  )
}

export function HomeRoute() {
  return (
    <>
      <HomeHero />
      <ChipRail rail={BEST_SELLERS_RAIL} />
      <RecentlyViewed />
      <HomeLowerSections />
      {LOWER_RAILS.map((rail) => (
        <ChipRail key={rail.chip} rail={rail} />
      ))}
    </>
  )
}
