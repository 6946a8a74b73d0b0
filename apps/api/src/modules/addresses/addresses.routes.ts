import { addressInputSchema, addressUpdateSchema } from '@scentia/domain/account/address'
import { addressResponseSchema, messageResponseSchema } from '@scentia/contracts/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { assertSameUser, signedInUser } from '../../plugins/auth.js'
import { unwrapResult as unwrap } from '../../plugins/error-handler.js'
import { userIdParams } from '../users/index.js'
import { ADDRESS_NOT_FOUND_MESSAGE, type AddressesService } from './addresses.service.js'

/** In update-address and delete-address the `{id}` is the address's (docs/product.md §3). */
const addressIdParams = z.object({
  id: z.coerce
    .number({ error: ADDRESS_NOT_FOUND_MESSAGE })
    .int(ADDRESS_NOT_FOUND_MESSAGE)
    .positive(ADDRESS_NOT_FOUND_MESSAGE)
    .max(2_147_483_647, ADDRESS_NOT_FOUND_MESSAGE),
})

/** Saved addresses of docs/product.md §S7; every call is the signed-in user's own. */
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses: service },
) => {
  app.post(
    '/user/add-address/:id',
    {
      schema: {
        params: userIdParams,
        body: addressInputSchema,
        response: { 201: addressResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { id } = assertSameUser(request, request.params.id)
      const address = unwrap(await service.addAddress(id, request.body))
      return reply
        .status(201)
        .send({ success: true as const, message: 'Address added successfully', address })
    },
  )

  app.patch(
    '/user/update-address/:id',
    {
      schema: {
        params: addressIdParams,
        body: addressUpdateSchema,
        response: { 200: addressResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const address = unwrap(
        await service.updateAddress(signedInUser(request).id, request.params.id, request.body),
      )
      return { success: true as const, message: 'Address updated successfully', address }
    },
  )

  app.delete(
    '/user/delete-address/:id',
    {
      schema: { params: addressIdParams, response: { 200: messageResponseSchema } },
      onRequest: app.requireUser,
    },
    async (request) => {
      unwrap(await service.deleteAddress(signedInUser(request).id, request.params.id))
      return { success: true as const, message: 'Address deleted successfully' }
    },
  )
}
