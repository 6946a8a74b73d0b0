import type { Product } from '@scentia/domain/catalog/product'
import { SimilarScents } from '../features/discover/components/similar-scents'
import { ProductReviews } from '../features/reviews/components/product-reviews'

/**
 * A product page under its first screen: the reviews and the similar scents. A module of its
 * own, loaded when React comes to hydrate its part (app/routes/product.tsx), so its code is not
 * among what the page asks for before its first paint (decision 036, amendment "the head's order").
 */
export function ProductPageLower({ product }: { product: Product }) {
  return (
    <>
      <ProductReviews productId={product.productId} />
      <SimilarScents product={product} />
    </>
  )
}
