import {
  REFUSAL_NOTE_MIN,
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  RETURN_STATES,
} from '@scentia/domain/payment/returns'
import {
  orderMoveAnswerSchema,
  ownerReturnAnswerSchema,
  returnsPageSchema,
  returnStepAnswerSchema,
} from '@scentia/contracts/after-sale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { userOrAddressKey } from '../../plugins/rate-limit.js'
import { ownerOnly } from '../admin/index.js'
import type { Returns } from './returns.service.js'

// Anything that is not an order id is simply not found (as GET /order/{id}).
const orderParams = z.object({ id: z.string().max(100) })
const returnParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
// An order has a handful of lines; the bounds only keep a hostile body small.
const lines = z
  .array(
    z.object({
      line: z.number().int().min(0).max(199),
      quantity: z.number().int().min(0).max(1_000),
    }),
  )
  .max(200)
const requestBody = z.object({
  lines,
  reason: z.enum(RETURN_REASONS, { message: 'Choose why you are returning the items.' }),
  note: z.string().trim().max(RETURN_NOTE_MAX).default(''),
})
const refuseBody = z.object({
  note: z.string().trim().min(REFUSAL_NOTE_MIN).max(RETURN_NOTE_MAX),
})
const receiveBody = z.object({ resaleable: lines.default([]) })
// Each of the console's steps answers a sentence and the return (decision 042).
const stepResponse = { 200: returnStepAnswerSchema }
const listQuery = z.object({
  state: z.enum(RETURN_STATES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

/**
 * Returns (docs/product.md §12, docs/decisions/043): the order's owner asks at
 * POST /order/{id}/returns; the console lists returns and approves, refuses and receives them
 * behind the owner's guard. Each answer is the same for a second identical call.
 */
export const returnsRoutes: FastifyPluginAsyncZod<{ returns: Returns }> = async (
  app,
  { returns },
) => {
  app.post(
    '/order/:id/returns',
    {
      schema: { params: orderParams, body: requestBody, response: { 200: orderMoveAnswerSchema } },
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: userOrAddressKey } },
    },
    async (request, reply) => {
      const body = requestBody.parse(request.body)
      const order = await returns.request(signedInUser(request).id, request.params.id, {
        lines: body.lines.filter((entry) => entry.quantity > 0),
        reason: body.reason,
        note: body.note,
      })
      reply.header('Cache-Control', 'private, no-store')
      return {
        success: true as const,
        message: 'Your return request is in. We will answer within one business day.',
        order,
      }
    },
  )

  await app.register(async (owner) => {
    ownerOnly(owner)
    owner.get(
      '/admin/returns',
      { schema: { querystring: listQuery, response: { 200: returnsPageSchema } } },
      async (request) => {
        const query = listQuery.parse(request.query)
        return returns.list({ state: query.state ?? null, page: query.page })
      },
    )
    owner.get(
      '/admin/returns/:id',
      { schema: { params: returnParams, response: { 200: ownerReturnAnswerSchema } } },
      async (request) => {
        const { id } = returnParams.parse(request.params)
        return { data: await returns.show(id) }
      },
    )
    owner.post(
      '/admin/returns/:id/approve',
      { schema: { params: returnParams, response: stepResponse } },
      async (request) => {
        const { id } = returnParams.parse(request.params)
        const data = await returns.approve(signedInUser(request).id, id)
        return {
          success: true as const,
          message: 'Return approved. The customer has been emailed.',
          data,
        }
      },
    )
    owner.post(
      '/admin/returns/:id/refuse',
      { schema: { params: returnParams, body: refuseBody, response: stepResponse } },
      async (request) => {
        const { id } = returnParams.parse(request.params)
        const { note } = refuseBody.parse(request.body)
        const data = await returns.refuse(signedInUser(request).id, id, note)
        return {
          success: true as const,
          message: 'Return refused. The customer has been emailed.',
          data,
        }
      },
    )
    owner.post(
      '/admin/returns/:id/receive',
      { schema: { params: returnParams, body: receiveBody, response: stepResponse } },
      async (request) => {
        const { id } = returnParams.parse(request.params)
        const { resaleable } = receiveBody.parse(request.body)
        const data = await returns.receive(signedInUser(request).id, id, resaleable)
        return { success: true as const, message: 'Return received and the refund started.', data }
      },
    )
  })
}
