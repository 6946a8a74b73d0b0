import { PageIntro } from '../../components/layout/page-intro'
import { ButtonLink } from '../../components/ui/button'
import { ProductRail } from '../../features/catalog/components/product-rail'
import {
  COLLECTIONS,
  SHELF_SIZE,
  shelfQuery,
  shelfShopPath,
  type Collection,
} from '../../features/collections/collections'
import { FamilyCollections } from '../../features/collections/components/family-collections'
import { useProductsPage } from '../../lib/catalog'
import { renderShelfAction, renderShelfCorner } from '../cart-action'
import { CatalogueError } from '../../features/catalog/components/catalogue-error'

/**
 * /collections (docs/product.md §7): curated shelves, each its own bounded read of GET
 * /api/products (docs/product.md §11) opening a filtered /shop.
 */
export function CollectionsRoute() {
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
      {/* The four edits, then the families, then the shelves by gender. */}
      {COLLECTIONS.slice(0, 4).map((collection) => (
        <CollectionRail key={collection.id} collection={collection} />
      ))}
      <FamilyCollections />
      {COLLECTIONS.slice(4).map((collection) => (
        <CollectionRail key={collection.id} collection={collection} />
      ))}
    </>
  )
}

function CollectionRail({ collection }: { collection: Collection }) {
  const { data, isPending, isError, refetch } = useProductsPage(shelfQuery(collection))
  if (isError) {
    return <CatalogueError onRetry={refetch} />
  }
  return (
    <ProductRail
      eyebrow={collection.eyebrow}
      title={collection.title}
      description={collection.description}
      viewAllTo={shelfShopPath(collection)}
      products={data?.products}
      isLoading={isPending}
      limit={SHELF_SIZE}
      renderAction={renderShelfAction}
      renderCorner={renderShelfCorner}
    />
  )
}
