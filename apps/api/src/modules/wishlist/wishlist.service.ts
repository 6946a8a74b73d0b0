import { randomBytes } from 'node:crypto'
import {
  INVALID_SHARE_LINK_MESSAGE,
  NO_ACTIVE_SHARE_LINK_MESSAGE,
  ownerFirstName,
  type SharedWishlistResponse,
  type WishlistProduct,
  type WishlistShareResponse,
} from '@scentia/domain/account/wishlist'
import type { Db } from '../../db/client.js'
import type { ProductsService } from '../catalogue/index.js'
import {
  addWishlistItem,
  clearWishlist,
  findShare,
  findShareOwner,
  listWishlist,
  removeWishlistItem,
  revokeShare,
  saveShare,
  wishlistProductIds,
  type WishlistEntry,
} from './wishlist.repository.js'
import { failure, type Result } from '../../plugins/error-handler.js'

/** Share tokens are 128 random bits in base64url: 22 characters nobody guesses. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** A wishlist call's expected failures are all a missing thing: the route answers them 404. */
export type WishlistResult<T> = Result<T>

const missing = (message: string) => failure(404, message)

export interface WishlistServiceDeps {
  db: Db
  products: ProductsService
  clock: () => Date
  publicUrl: string
}

export function createWishlistService({ db, products, clock, publicUrl }: WishlistServiceDeps) {
  const shareAnswer = (token: string): Omit<WishlistShareResponse, 'success'> => ({
    shareToken: token,
    shareUrl: `${publicUrl}/wishlist/share/${token}`,
  })

  /** The entries as wire products, in wishlist order; retired products drop out. */
  async function toProducts(
    entries: WishlistEntry[],
    inWishlist: boolean,
  ): Promise<WishlistProduct[]> {
    const found = await products.findProductsByIds(entries.map((entry) => entry.productId))
    const byId = new Map(found.map((product) => [product.id, product]))
    return entries.flatMap((entry) => {
      const product = byId.get(entry.productId)
      return product
        ? [{ ...product, inWishlist, addedToWishlistAt: entry.addedAt.toISOString() }]
        : []
    })
  }

  return {
    async list(userId: number): Promise<WishlistProduct[]> {
      return toProducts(await listWishlist(db, userId), true)
    },

    async add(userId: number, productId: number): Promise<WishlistResult<true>> {
      const [product] = await products.findProductsByIds([productId])
      if (!product) return missing('Product not found')
      await addWishlistItem(db, userId, productId, clock())
      return { ok: true, value: true }
    },

    /** Removing what is not there is a success: the shopper's intent is met. */
    async remove(userId: number, productId: number): Promise<void> {
      await removeWishlistItem(db, userId, productId)
    },

    async clear(userId: number): Promise<void> {
      await clearWishlist(db, userId)
    },

    async activeShare(
      userId: number,
    ): Promise<WishlistResult<Omit<WishlistShareResponse, 'success'>>> {
      const share = await findShare(db, userId)
      if (!share || share.revokedAt) return missing(NO_ACTIVE_SHARE_LINK_MESSAGE)
      return { ok: true, value: shareAnswer(share.token) }
    },

    /** The live link if there is one (so a shared link keeps working), else a new one. */
    async generateShare(userId: number) {
      const share = await findShare(db, userId)
      if (share && !share.revokedAt) return shareAnswer(share.token)
      const token = randomBytes(16).toString('base64url')
      await saveShare(db, userId, token, clock())
      return shareAnswer(token)
    },

    async revokeShare(userId: number): Promise<void> {
      await revokeShare(db, userId, clock())
    },

    /**
     * The signed-in shopper's wishlisted product ids, for the catalogue's inWishlist flags. The
     * caller passes the id from the verified token, never a `user_id` from the query.
     */
    productIds(userId: number): Promise<Set<number>> {
      return wishlistProductIds(db, userId)
    },

    /** Open to anyone with the link: the products and the owner's first name, nothing else. */
    async shared(token: string): Promise<WishlistResult<Omit<SharedWishlistResponse, 'success'>>> {
      const owner = SHARE_TOKEN_PATTERN.test(token) ? await findShareOwner(db, token) : undefined
      if (!owner) return missing(INVALID_SHARE_LINK_MESSAGE)
      const wishlist = await toProducts(await listWishlist(db, owner.userId), false)
      return {
        ok: true,
        value: { wishlist, ownerName: ownerFirstName(owner.fullName), totalItems: wishlist.length },
      }
    },
  }
}

export type WishlistService = ReturnType<typeof createWishlistService>
