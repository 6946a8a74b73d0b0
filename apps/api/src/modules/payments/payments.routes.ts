import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { assertSameUser, signedInUser } from '../../plugins/auth.js'
import { userOrAddressKey } from '../../plugins/rate-limit.js'
import {
  checkoutAnswerSchema,
  checkoutConflictSchema,
  initializedPaymentSchema,
  promoCheckAnswerSchema,
  sampleCreditsAnswerSchema,
} from '@scentia/contracts/checkout'
import type { PaymentsService } from './payments.service.js'
import {
  checkoutBody,
  initializePaymentBody,
  promoCheckBody,
  referenceParams,
} from './payments.schemas.js'

/** Per signed-in shopper: each of these calls reaches Paystack. */
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: userOrAddressKey,
  },
})

/**
 * The payment calls of docs/product.md §4: initialize (step 1), verify (step 3) and the order itself
 * (step 4). The browser's figures are never believed: see payments.service.ts.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.post(
    '/payments/initialize',
    {
      // Answers are declared as well as bodies: the storefront reads them with the same schemas
      // (docs/decisions/042).
      schema: { body: initializePaymentBody, response: { 200: initializedPaymentSchema } },
      onRequest: app.requireUser,
      config: perUser(20),
    },
    async (request) => payments.initialize(signedInUser(request).id, request.body),
  )

  // The checkout's preview of a code; rate limited so codes cannot be guessed by the thousand.
  app.post(
    '/promos/check',
    {
      schema: { body: promoCheckBody, response: { 200: promoCheckAnswerSchema } },
      onRequest: app.requireUser,
      config: perUser(20),
    },
    async (request) => {
      const result = await payments.checkPromo(signedInUser(request).id, request.body)
      if (!result.ok) return { success: false as const, message: result.message }
      const { promoCode, discount, subtotal } = result.pricing
      return { success: true as const, code: promoCode, discount, subtotal }
    },
  )

  app.get(
    '/payments/sample-credits',
    {
      schema: { response: { 200: sampleCreditsAnswerSchema } },
      onRequest: app.requireUser,
      config: perUser(60),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return payments.sampleCredits(signedInUser(request).id)
    },
  )

  app.get(
    '/payments/verify/:reference',
    { schema: { params: referenceParams }, onRequest: app.requireUser, config: perUser(60) },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return payments.verify(signedInUser(request).id, request.params.reference)
    },
  )

  app.post(
    '/checkout',
    {
      schema: {
        body: checkoutBody,
        response: {
          200: checkoutAnswerSchema,
          201: checkoutAnswerSchema,
          409: checkoutConflictSchema,
        },
      },
      onRequest: app.requireUser,
      config: perUser(30),
    },
    async (request, reply) => {
      const { user_id: userId } = request.body
      // The spec sends 0 when it does not know the user (§3); any other id must be the shopper's.
      const user =
        userId === undefined || Number(userId) === 0
          ? signedInUser(request)
          : assertSameUser(request, userId)
      const answer = await payments.checkout(user.id, request.body)
      const base = {
        message: answer.message,
        order_id: answer.order.order_id,
        payment_status: answer.order.payment_status,
        order: answer.order,
      }
      if (answer.kind === 'refund_due') {
        // Paid, but no order can be confirmed for it: not a success, and the money is going back.
        return reply.status(409).send({ success: false, code: 'CONFLICT', ...base })
      }
      return reply.status(answer.created ? 201 : 200).send({ success: true, ...base })
    },
  )
}
