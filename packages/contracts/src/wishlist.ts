import type {
  SharedWishlistResponse,
  WishlistProduct,
  WishlistResponse,
  WishlistShareResponse,
} from '@scentia/domain/account/wishlist'
import { z } from 'zod'
import { productSchema } from './catalog'
import type { NamesEveryField } from './names-every-field'

/** The wishlist's wire shapes (docs/product.md §S3 and §S7; decision 042). */

export const wishlistProductSchema = productSchema.extend({
  addedToWishlistAt: z.string(),
}) satisfies z.ZodType<WishlistProduct>

/** GET /api/user/wishlist. */
export const wishlistResponseSchema = z.object({
  success: z.literal(true),
  wishlist: z.array(wishlistProductSchema),
}) satisfies z.ZodType<WishlistResponse>

/** POST /api/check-wishlist-share and /api/wishlist/share/generate (which adds a message). */
export const wishlistShareResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  shareToken: z.string(),
  shareUrl: z.string(),
}) satisfies z.ZodType<WishlistShareResponse>

/** GET /api/wishlist/share/{shareToken}: open to anyone, so the owner is a first name only. */
export const sharedWishlistResponseSchema = z.object({
  success: z.literal(true),
  wishlist: z.array(wishlistProductSchema),
  ownerName: z.string(),
  totalItems: z.number().int().nonnegative(),
}) satisfies z.ZodType<SharedWishlistResponse>

/** Each fails to compile when its domain type gains a field its schema leaves out. */
export const WISHLIST_SCHEMAS_NAME_EVERY_FIELD: [
  NamesEveryField<WishlistProduct, typeof wishlistProductSchema>,
  NamesEveryField<WishlistShareResponse, typeof wishlistShareResponseSchema>,
  NamesEveryField<SharedWishlistResponse, typeof sharedWishlistResponseSchema>,
] = [true, true, true]
