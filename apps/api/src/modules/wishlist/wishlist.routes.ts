import {
  wishlistItemRequestSchema,
  wishlistOwnerRequestSchema,
} from '@scentia/domain/account/wishlist'
import { messageResponseSchema } from '@scentia/contracts/account'
import {
  sharedWishlistResponseSchema,
  wishlistResponseSchema,
  wishlistShareResponseSchema,
} from '@scentia/contracts/wishlist'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { assertSameUser, signedInUser } from '../../plugins/auth.js'
import { unwrapResult as unwrap } from '../../plugins/error-handler.js'
import type { WishlistService } from './wishlist.service.js'

/** The share calls may come with no body at all (docs/product.md §S7 shows user_id, the token decides). */
const ownerBody = wishlistOwnerRequestSchema.nullish()

/** Wishlist and share-link calls of docs/product.md §S7. The token says whose wishlist; user_id must agree. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  app.get(
    '/user/wishlist',
    { onRequest: app.requireUser, schema: { response: { 200: wishlistResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return { success: true as const, wishlist: await wishlist.list(signedInUser(request).id) }
    },
  )

  app.post(
    '/user/add-to-wishlist',
    {
      schema: { body: wishlistItemRequestSchema, response: { 200: messageResponseSchema } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { id } = assertSameUser(request, request.body.user_id)
      unwrap(await wishlist.add(id, request.body.product_id))
      return { success: true as const, message: 'Added to wishlist' }
    },
  )

  app.post(
    '/user/remove-from-wishlist',
    {
      schema: { body: wishlistItemRequestSchema, response: { 200: messageResponseSchema } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { id } = assertSameUser(request, request.body.user_id)
      await wishlist.remove(id, request.body.product_id)
      return { success: true as const, message: 'Removed from wishlist' }
    },
  )

  app.post(
    '/user/remove-all-from-wishlist',
    {
      schema: { body: ownerBody, response: { 200: messageResponseSchema } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { id } = assertSameUser(request, request.body?.user_id)
      await wishlist.clear(id)
      return { success: true as const, message: 'Wishlist cleared' }
    },
  )

  app.post(
    '/check-wishlist-share',
    {
      schema: { body: ownerBody, response: { 200: wishlistShareResponseSchema } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { id } = assertSameUser(request, request.body?.user_id)
      return { success: true as const, ...unwrap(await wishlist.activeShare(id)) }
    },
  )

  app.post(
    '/wishlist/share/generate',
    {
      schema: { body: ownerBody, response: { 200: wishlistShareResponseSchema } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { id } = assertSameUser(request, request.body?.user_id)
      return {
        success: true as const,
        message: 'Share link created',
        ...(await wishlist.generateShare(id)),
      }
    },
  )

  app.post(
    '/wishlist/share/revoke',
    {
      schema: { body: ownerBody, response: { 200: messageResponseSchema } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { id } = assertSameUser(request, request.body?.user_id)
      await wishlist.revokeShare(id)
      return { success: true as const, message: 'Share link revoked' }
    },
  )

  app.get(
    '/wishlist/share/:shareToken',
    {
      schema: {
        params: z.object({ shareToken: z.string().max(200) }),
        response: { 200: sharedWishlistResponseSchema },
      },
    },
    async (request, reply) => {
      // Revocable at any moment: no shared cache may keep it.
      reply.header('Cache-Control', 'private, no-cache')
      return { success: true as const, ...unwrap(await wishlist.shared(request.params.shareToken)) }
    },
  )
}
