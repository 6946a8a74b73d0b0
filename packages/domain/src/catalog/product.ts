import type { ProductRating } from '../reviews/summary'
import type { ProductPhoto } from './product-photos'

/** Scent families of docs/product.md §S9, in the order the filters show them. */
export const SCENT_FAMILIES = [
  'Floral',
  'Woody',
  'Oriental',
  'Fresh',
  'Citrus',
  'Gourmand',
  'Aromatic',
] as const
export type ScentFamily = (typeof SCENT_FAMILIES)[number]

export const GENDERS = ['male', 'female', 'unisex'] as const
export type Gender = (typeof GENDERS)[number]

/** How a gender is displayed on a product (docs/product.md §S3). */
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Masculine',
  female: 'Feminine',
  unisex: 'Unisex',
}

export const INTENSITIES = ['Light', 'Moderate', 'Strong', 'Very Strong'] as const
export type Intensity = (typeof INTENSITIES)[number]

/**
 * One size a fragrance is sold in: a 2 ml sample, a 10 ml travel spray, the full
 * bottle. Each has its own price and stock. Exactly one size is the default (the full bottle):
 * its price and stock are also the product's own `price` and `stock`, so screens that know
 * nothing of sizes keep working. See docs/decisions/019-product-sizes.md.
 */
export interface ProductSize {
  id: number
  /** As shown, e.g. "2 ml sample", "100 ml". */
  label: string
  ml: number
  /** Integer naira. */
  price: number
  stock: number
  isSample: boolean
  /** The full bottle: the size a cart line without a size means. */
  isDefault: boolean
}

/** The size a line without a size id means; the first size when none is marked (never empty on the wire). */
export function defaultSize<S extends Pick<ProductSize, 'isDefault'>>(
  sizes: readonly S[],
): S | undefined {
  return sizes.find((size) => size.isDefault) ?? sizes[0]
}

/**
 * A product as the API sends it (docs/product.md §S3, plus scent notes, intensity and the trending-chip
 * flags). Spec names are kept as the spec spells them (`productId`, `best_seller`).
 */
export interface Product {
  /** Integer id carried by the cart, wishlist and order lines. */
  id: number
  /** Stable string id of /shop/product/{productId}. */
  productId: string
  name: string
  brand: string
  description: string
  /** Integer naira. */
  price: number
  stock: number
  gender: Gender
  /** Bottle size as shown, e.g. "100ml". */
  size: string
  /** Scent family. */
  type: ScentFamily
  intensity: Intensity
  notes: { top: string[]; heart: string[]; base: string[] }
  /** Absolute-path URL of the product art, versioned so it can be cached forever. */
  image: string
  imageId: string
  best_seller: boolean
  gift_set: boolean
  travel_size: boolean
  /** ISO timestamp; Newest sorts by it. */
  created_at: string
  /** Whether the signed-in user keeps it in the wishlist; always false for visitors. */
  inWishlist: boolean
  /** Every size it is sold in, smallest first; the default one mirrors `price` and `stock`. */
  sizes: ProductSize[]
  /** Stars from verified reviews that are not hidden; null until the first. */
  rating: ProductRating | null
  /**
   * The owner's photos (docs/decisions/049), the gallery in order then the authenticity photo;
   * absent or empty: the product shows its drawn art (`image`).
   */
  photos?: ProductPhoto[]
}

/** GET /api/user/product/list answers this (docs/product.md §S7). */
export interface ProductListResponse {
  success: true
  productList: Product[]
}

/** GET /api/product/{productId} answers this. */
export interface ProductResponse {
  success: true
  product: Product
}
