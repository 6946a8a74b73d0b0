import type { Product } from '@scentia/domain/catalog/product'
import { PageIntro } from '../../components/layout/page-intro'
import { ButtonLink } from '../../components/ui/button'
import { ProductRail } from '../../features/catalog/components/product-rail'
import {
  COLLECTIONS,
  collectionShelf,
  type Collection,
} from '../../features/collections/collections'
import { FamilyCollections } from '../../features/collections/components/family-collections'
import { useProducts } from '../../lib/catalog'
import { renderCartAction } from '../cart-action'
import { CatalogueError } from '../../features/catalog/components/catalogue-error'

/** /collections (docs/product.md §7): curated shelves from the catalogue, each opening a filtered /shop. */
export function CollectionsRoute() {
  const { data: products, isPending, isError, refetch } = useProducts()
  return (
    <>
      <div className="mx-auto max-w-7xl px-5 pt-14 md:px-8 md:pt-20">
        <PageIntro eyebrow="Curated" title="Collections">
          Our shelves, gathered into edits: what Lagos loves, what just arrived, what to give and
          what to carry. Not sure where to start? Our quiz will narrow it down in a minute.
        </PageIntro>
        <ButtonLink to="/quiz" variant="outline" className="mt-6">
          Take the perfume quiz
        </ButtonLink>
      </div>
      {isError ? (
        <CatalogueError
          onRetry={() => {
            void refetch()
          }}
        />
      ) : (
        <>
          {/* The four edits, then the families, then the shelves by gender. */}
          {COLLECTIONS.slice(0, 4).map((collection) => (
            <CollectionRail
              key={collection.id}
              collection={collection}
              isLoading={isPending}
              products={products}
            />
          ))}
          <FamilyCollections products={products} isLoading={isPending} />
          {COLLECTIONS.slice(4).map((collection) => (
            <CollectionRail
              key={collection.id}
              collection={collection}
              isLoading={isPending}
              products={products}
            />
          ))}
        </>
      )}
    </>
  )
}

function CollectionRail({
  collection,
  products,
  isLoading,
}: {
  collection: Collection
  products: readonly Product[] | undefined
  isLoading: boolean
}) {
  const shelf = collectionShelf(collection, products)
  return (
    <ProductRail
      eyebrow={collection.eyebrow}
      title={collection.title}
      description={collection.description}
      viewAllTo={shelf.viewAllTo}
      products={shelf.products}
      isLoading={isLoading}
      renderAction={renderCartAction}
    />
  )
}
