import { z } from 'zod'
import type { Product } from '../catalog/product'

/** A wishlist line: the product, flagged, with when it was added (docs/product.md §S3). */
export type WishlistProduct = Product & { addedToWishlistAt: string }

/** GET /api/user/wishlist. */
export interface WishlistResponse {
  success: true
  wishlist: WishlistProduct[]
}

/** POST /api/check-wishlist-share and POST /api/wishlist/share/generate. */
export interface WishlistShareResponse {
  success: true
  shareToken: string
  shareUrl: string
}

/** GET /api/wishlist/share/{shareToken}: open to anyone, so the owner is a first name only. */
export interface SharedWishlistResponse {
  success: true
  wishlist: WishlistProduct[]
  ownerName: string
  totalItems: number
}

export const NO_ACTIVE_SHARE_LINK_MESSAGE = 'You do not have any active share link'
export const INVALID_SHARE_LINK_MESSAGE = 'Invalid or expired share link'

/** What a stranger learns of the owner: the first word of the name (docs/product.md §6). */
export function ownerFirstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}

const productIdSchema = z.coerce
  .number({ error: 'A product is required' })
  .int('A product is required')
  .positive('A product is required')
  .max(2_147_483_647, 'A product is required')

/**
 * The spec's wishlist calls carry user_id beside the bearer token. The token decides whose
 * wishlist it is; a user_id that names someone else is refused, never obeyed.
 */
const userIdSchema = z.coerce.number().int().positive().max(2_147_483_647).optional()

/** POST /api/user/add-to-wishlist and /api/user/remove-from-wishlist. */
export const wishlistItemRequestSchema = z.object({
  product_id: productIdSchema,
  user_id: userIdSchema,
})
export type WishlistItemRequest = z.input<typeof wishlistItemRequestSchema>

/** POST /api/user/remove-all-from-wishlist and the share calls. */
export const wishlistOwnerRequestSchema = z.object({ user_id: userIdSchema })
export type WishlistOwnerRequest = z.input<typeof wishlistOwnerRequestSchema>
