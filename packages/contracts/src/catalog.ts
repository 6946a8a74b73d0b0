import type { Product, ProductResponse, ProductSize } from '@scentia/domain/catalog/product'
import { GENDERS, INTENSITIES, SCENT_FAMILIES } from '@scentia/domain/catalog/product'
import { PHOTO_KINDS, type ProductPhoto } from '@scentia/domain/catalog/product-photos'
import type {
  FacetCount,
  PriceBandFacet,
  ProductsFacets,
  ProductsPage,
} from '@scentia/domain/catalog/products-query'
import { PRICE_BANDS } from '@scentia/domain/catalog/search'
import type { ProductRating } from '@scentia/domain/reviews/summary'
import { z } from 'zod'
import type { NamesEveryField } from './names-every-field'

/**
 * The catalogue's wire shapes (docs/product.md §S3 and §11): a product, one page of
 * GET /api/products with its facets, and GET /api/product/:productId (decision 042).
 */

const naira = z.number().int().nonnegative()

export const productSizeSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  ml: z.number(),
  price: naira,
  stock: z.number().int(),
  isSample: z.boolean(),
  isDefault: z.boolean(),
}) satisfies z.ZodType<ProductSize>

export const productPhotoSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PHOTO_KINDS),
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  alt: z.string(),
  placeholder: z.string(),
}) satisfies z.ZodType<ProductPhoto>

export const productRatingSchema = z.object({
  average: z.number(),
  count: z.number().int(),
}) satisfies z.ZodType<ProductRating>

export const productSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  price: naira,
  stock: z.number().int(),
  gender: z.enum(GENDERS),
  size: z.string(),
  type: z.enum(SCENT_FAMILIES),
  intensity: z.enum(INTENSITIES),
  notes: z.object({
    top: z.array(z.string()),
    heart: z.array(z.string()),
    base: z.array(z.string()),
  }),
  image: z.string(),
  imageId: z.string(),
  best_seller: z.boolean(),
  gift_set: z.boolean(),
  travel_size: z.boolean(),
  created_at: z.string(),
  inWishlist: z.boolean(),
  sizes: z.array(productSizeSchema),
  rating: productRatingSchema.nullable(),
  photos: z.array(productPhotoSchema).optional(),
}) satisfies z.ZodType<Product>

const facetCount = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.object({ value: z.enum(values), count: z.number().int().nonnegative() })

const brandFacet = z.object({
  value: z.string(),
  count: z.number().int().nonnegative(),
}) satisfies z.ZodType<FacetCount>

const priceBandFacet = z.object({
  value: z.enum(PRICE_BANDS.map((band) => band.id) as [PriceBandFacet['value']]),
  min: naira,
  max: naira.nullable(),
  count: z.number().int().nonnegative(),
}) satisfies z.ZodType<PriceBandFacet>

export const productsFacetsSchema = z.object({
  family: z.array(facetCount(SCENT_FAMILIES)),
  gender: z.array(facetCount(GENDERS)),
  brand: z.array(brandFacet),
  intensity: z.array(facetCount(INTENSITIES)),
  price_band: z.array(priceBandFacet),
}) satisfies z.ZodType<ProductsFacets>

/** GET /api/products (docs/product.md §11): one page, the total, and the facets' counts. */
export const productsPageSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  facets: productsFacetsSchema,
}) satisfies z.ZodType<ProductsPage>

/** GET /api/product/:productId. */
export const productResponseSchema = z.object({
  success: z.literal(true),
  product: productSchema,
}) satisfies z.ZodType<ProductResponse>

/** Each fails to compile when its domain type gains a field its schema leaves out. */
export const CATALOG_SCHEMAS_NAME_EVERY_FIELD: [
  NamesEveryField<Product, typeof productSchema>,
  NamesEveryField<ProductSize, typeof productSizeSchema>,
  NamesEveryField<ProductPhoto, typeof productPhotoSchema>,
  NamesEveryField<ProductsPage, typeof productsPageSchema>,
  NamesEveryField<ProductsFacets, typeof productsFacetsSchema>,
  NamesEveryField<PriceBandFacet, typeof priceBandFacet>,
] = [true, true, true, true, true, true]
