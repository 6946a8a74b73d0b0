import type { Product, ScentFamily } from '@scentia/domain/catalog/product'
import { EMPTY_SEARCH, filterProducts, type SearchCriteria } from '@scentia/domain/catalog/search'
import { sortProducts, type SortId } from '@scentia/domain/catalog/sort'
import { shopPath } from '../../config/paths'

/** One curated shelf of the Collections page: what it holds, and the /shop link showing all of it. */
export interface Collection {
  id: string
  eyebrow: string
  title: string
  description: string
  criteria: Partial<SearchCriteria>
  /** The order the shelf shows; /shop applies its own sort. */
  sort: SortId
}

/** The shelves, in page order: the shop's four edits, then one per gender (docs/product.md §S9's filters). */
export const COLLECTIONS: readonly Collection[] = [
  {
    id: 'bestsellers',
    eyebrow: 'Most loved',
    title: 'Best sellers',
    description:
      'The bottles Lagos keeps coming back for, from office staples to owambe favourites.',
    criteria: { chip: 'bestsellers' },
    sort: 'bestsellers',
  },
  {
    id: 'new-arrivals',
    eyebrow: 'Just landed',
    title: 'New arrivals',
    description: 'Fresh off the shipment and on our shelves for the first time.',
    criteria: { chip: 'new-arrivals' },
    sort: 'newest',
  },
  {
    id: 'gift-sets',
    eyebrow: 'To give',
    title: 'Gift sets',
    description: 'Boxed and ready for birthdays, weddings and every "thank you".',
    criteria: { chip: 'gift-sets' },
    sort: 'newest',
  },
  {
    id: 'travel-sizes',
    eyebrow: 'On the go',
    title: 'Travel sizes',
    description: 'Your favourites in bottles made for handbags, glove boxes and carry-on.',
    criteria: { chip: 'travel-sizes' },
    sort: 'newest',
  },
  {
    id: 'for-her',
    eyebrow: 'For her',
    title: 'Feminine signatures',
    description: 'Roses, white florals and soft ambers with grace and staying power.',
    criteria: { gender: 'female' },
    sort: 'bestsellers',
  },
  {
    id: 'for-him',
    eyebrow: 'For him',
    title: 'Masculine classics',
    description: 'Woods, spice and leather for the boardroom and the weekend alike.',
    criteria: { gender: 'male' },
    sort: 'bestsellers',
  },
  {
    id: 'unisex',
    eyebrow: 'Made to share',
    title: 'Unisex',
    description: 'Scents that belong to whoever wears them best.',
    criteria: { gender: 'unisex' },
    sort: 'bestsellers',
  },
]

/** The products on a shelf, in its order, with the link to see them all in the shop. */
export function collectionShelf(collection: Collection, products: readonly Product[] | undefined) {
  return {
    products: products
      ? sortProducts(
          filterProducts(products, { ...EMPTY_SEARCH, ...collection.criteria }),
          collection.sort,
        )
      : undefined,
    viewAllTo: shopPath(collection.criteria),
  }
}

/** A line of copy per scent family, for the family section. */
export const FAMILY_COPY: Record<ScentFamily, string> = {
  Floral: 'Rose, jasmine and tuberose: the bouquet, bottled.',
  Woody: 'Oud, cedar and sandalwood with quiet authority.',
  Oriental: 'Amber, resin and warm spice for long evenings.',
  Fresh: 'Clean, green and airy: made for the heat.',
  Citrus: 'Bergamot, lemon and neroli, bright from the first spray.',
  Gourmand: 'Vanilla, tonka and caramel, sweet without apology.',
  Aromatic: 'Lavender, sage and herbs, crisp and composed.',
}
