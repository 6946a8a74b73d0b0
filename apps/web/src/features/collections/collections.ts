import type { ScentFamily } from '@scentia/domain/catalog/product'
import type { ProductsQuery } from '@scentia/domain/catalog/products-query'
import { chipQuery } from '@scentia/domain/catalog/shop-url'
import { shopPath } from '../../config/paths'

/** A shelf shows one row of cards, and reads no more (docs/product.md §11). */
export const SHELF_SIZE = 4

/** One curated shelf of the Collections page: what it holds, and the /shop link showing all of it. */
export interface Collection {
  id: string
  eyebrow: string
  title: string
  description: string
  /** What the shelf holds and in which order, as a query of GET /api/products. */
  query: Partial<ProductsQuery>
}

/** The shelves, in page order: the shop's four edits, then one per gender (docs/product.md §S9's filters). */
export const COLLECTIONS: readonly Collection[] = [
  {
    id: 'bestsellers',
    eyebrow: 'Most loved',
    title: 'Best sellers',
    description:
      'The bottles Lagos keeps coming back for, from office staples to owambe favourites.',
    query: chipQuery('bestsellers'),
  },
  {
    id: 'new-arrivals',
    eyebrow: 'Just landed',
    title: 'New arrivals',
    description: 'Fresh off the shipment and on our shelves for the first time.',
    query: chipQuery('new-arrivals'),
  },
  {
    id: 'gift-sets',
    eyebrow: 'To give',
    title: 'Gift sets',
    description: 'Boxed and ready for birthdays, weddings and every "thank you".',
    query: chipQuery('gift-sets'),
  },
  {
    id: 'travel-sizes',
    eyebrow: 'On the go',
    title: 'Travel sizes',
    description: 'Your favourites in bottles made for handbags, glove boxes and carry-on.',
    query: chipQuery('travel-sizes'),
  },
  {
    id: 'for-her',
    eyebrow: 'For her',
    title: 'Feminine signatures',
    description: 'Roses, white florals and soft ambers with grace and staying power.',
    query: { gender: 'female', sort: 'bestsellers' },
  },
  {
    id: 'for-him',
    eyebrow: 'For him',
    title: 'Masculine classics',
    description: 'Woods, spice and leather for the boardroom and the weekend alike.',
    query: { gender: 'male', sort: 'bestsellers' },
  },
  {
    id: 'unisex',
    eyebrow: 'Made to share',
    title: 'Unisex',
    description: 'Scents that belong to whoever wears them best.',
    query: { gender: 'unisex', sort: 'bestsellers' },
  },
]

/** The shelf's own read: its first row. */
export function shelfQuery(collection: Collection): Partial<ProductsQuery> {
  return { ...collection.query, perPage: SHELF_SIZE }
}

/** The shop showing the whole shelf, in the shelf's order. */
export function shelfShopPath(collection: Collection): string {
  return shopPath(collection.query)
}

/** How many bottles a family card previews; its read asks for no more. */
export const FAMILY_PREVIEWS = 3

/** A family card's read: a few bottles, and the family's total with them. */
export function familyQuery(family: ScentFamily): Partial<ProductsQuery> {
  return { family, sort: 'bestsellers', perPage: FAMILY_PREVIEWS }
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
