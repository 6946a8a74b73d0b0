import { SearchX } from 'lucide-react'
import { shownSize } from '@scentia/domain/catalog/availability'
import type { Product } from '@scentia/domain/catalog/product'
import { lazy, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { ButtonLink } from '../../components/ui/button'
import { StatusPanel } from '../../components/ui/status-panel'
import {
  ProductDetails,
  ProductDetailsSkeleton,
} from '../../features/catalog/components/product-details'
import { DeliveryEstimate } from '../../features/delivery/components/delivery-estimate'
import { BackInStock } from '../../features/discover/components/back-in-stock'
import { RememberRecentlyViewed } from '../../features/discover/components/recently-viewed'
import { isApiError } from '../../lib/api-client'
import { useProduct } from '../../lib/catalog'
import { HydrateApart } from '../../lib/deferred-hydration'
import { renderProductPageCartAction } from '../product-page-cart-action'
import { usePageNotFound } from '../page-router'
import { CatalogueError } from '../../features/catalog/components/catalogue-error'

// Below the first screen, in a part that hydrates on its own (decision 036): the reviews' and
// similar scents' code loads when React comes to hydrate the part, not with the page, so the
// picture, the stylesheet and the shell have the line to themselves before the first paint. The
// server renders it whole; until the code arrives its HTML stays as it is.
const ProductPageLower = lazy(async () => ({
  default: (await import('../product-page-lower')).ProductPageLower,
}))

export function ProductRoute() {
  const { productId = '' } = useParams()
  const { data: product, isPending, error, refetch } = useProduct(productId)
  // The server found no such product (decision 016): say so at once, in its HTML and after.
  const notFound = usePageNotFound()

  // Keyed by product: another fragrance's page starts on its own first buyable size.
  if (product && !notFound) return <ProductPage key={product.id} product={product} />
  if (isPending && !notFound) return <ProductDetailsSkeleton />

  if (notFound || (isApiError(error) && error.statusCode === 404)) {
    return (
      <StatusPanel
        headingLevel="h1"
        icon={<SearchX aria-hidden="true" className="size-6" />}
        title="We couldn't find that fragrance"
        actions={
          <>
            <ButtonLink to="/shop">Browse all fragrances</ButtonLink>
            <ButtonLink to="/" variant="outline">
              Return Home
            </ButtonLink>
          </>
        }
      >
        It may have sold out and left the shelf, or the link is mistyped.
      </StatusPanel>
    )
  }
  return (
    <CatalogueError
      headingLevel="h1"
      title="We couldn't load this fragrance"
      error={error}
      onRetry={refetch}
    />
  )
}

/**
 * A found fragrance. The size chosen in the cart control is held here, because the headline
 * price, stock words, "Size" fact and delivery fee all follow it (`shownSize`).
 */
function ProductPage({ product }: { product: Product }) {
  const [sizeId, setSizeId] = useState<number | undefined>(undefined)
  const shown = shownSize(product, sizeId)
  // The same element on every render of this product: a re-render of the page (the session
  // starting, Query taking over the page's state) that reached the part before its code had
  // arrived would make React drop the server's HTML and render the part anew, so it never does.
  const lower = useMemo(
    () => (
      <HydrateApart>
        <ProductPageLower product={product} />
      </HydrateApart>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one element per product (above)
    [product.id],
  )
  return (
    <>
      <ProductDetails
        product={product}
        shown={shown}
        cartAction={renderProductPageCartAction(
          product,
          { sizeId: shown.id, onSizeChange: setSizeId },
          (size) => (
            <BackInStock product={product} size={size} />
          ),
        )}
        delivery={<DeliveryEstimate subtotal={shown.price} />}
        stockAlert={<BackInStock product={product} />}
      />
      {/* Below the fold: hydrated on its own after the product (decision 036). */}
      {lower}
      <RememberRecentlyViewed id={product.id} />
    </>
  )
}
