import type { Product } from '@scentia/domain/catalog/product'
import { EMPTY_SEARCH, filterProducts, type TrendingChipId } from '@scentia/domain/catalog/search'
import { HomeHero } from '../../features/catalog/components/home-hero'
import { ProductRail } from '../../features/catalog/components/product-rail'
import { ScentFamilyTiles } from '../../features/catalog/components/scent-family-tiles'
import { TrustStrip } from '../../features/catalog/components/trust-strip'
import { useProducts } from '../../lib/catalog'
import { renderCartAction } from '../cart-action'
import { shopPath } from '../../config/paths'
import { CatalogueError } from '../../features/catalog/components/catalogue-error'

/** The products of one trending chip, in catalogue order, and the shop link showing them all. */
function chipRow(products: readonly Product[] | undefined, chip: TrendingChipId) {
  return {
    products: products ? filterProducts(products, { ...EMPTY_SEARCH, chip }) : undefined,
    viewAllTo: shopPath({ chip }),
  }
}

export function HomeRoute() {
  const { data: products, isPending, isError, refetch } = useProducts()
  const bestSellers = chipRow(products, 'bestsellers')
  const giftSets = chipRow(products, 'gift-sets')
  const travelSizes = chipRow(products, 'travel-sizes')

  return (
    <>
      <title>Scentia — Find Your Signature Scent</title>
      <HomeHero />
      {isError ? (
        <CatalogueError
          onRetry={() => {
            void refetch()
          }}
        />
      ) : (
        <ProductRail
          eyebrow="Most loved"
          title="Best sellers"
          description="The bottles Lagos keeps coming back for."
          viewAllTo={bestSellers.viewAllTo}
          products={bestSellers.products}
          isLoading={isPending}
          renderAction={renderCartAction}
        />
      )}
      <ScentFamilyTiles />
      <TrustStrip />
      {isError ? null : (
        <>
          <ProductRail
            eyebrow="To give"
            title="Gift sets"
            description="Boxed, ready to give, and welcome at every celebration."
            viewAllTo={giftSets.viewAllTo}
            products={giftSets.products}
            isLoading={isPending}
            renderAction={renderCartAction}
          />
          <ProductRail
            eyebrow="On the go"
            title="Travel sizes"
            description="Your favourites in bag-friendly bottles."
            viewAllTo={travelSizes.viewAllTo}
            products={travelSizes.products}
            isLoading={isPending}
            renderAction={renderCartAction}
          />
        </>
      )}
    </>
  )
}
