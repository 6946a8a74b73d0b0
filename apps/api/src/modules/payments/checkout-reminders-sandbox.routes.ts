import { REMINDER_AFTER_MS } from '@scentia/domain/checkout/reminder'
import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { payments } from '../../db/schema/index.js'
import { notFound } from '../../plugins/error-handler.js'
import { loopbackOnly } from '../../plugins/loopback-only.js'
import type { CheckoutReminders } from './checkout-reminders.js'

/** Where the payments sandbox keeps its reminder control, beside the Paystack sandbox. */
export const REMINDER_SANDBOX_PATH = '/sandbox/checkout-reminders'

/**
 * A dev surface for the checkout reminder (docs/decisions/048-checkout-reminders.md, "The e2e
 * journey"): a journey cannot wait the reminder's hour, so this makes one payment an hour older
 * (its `created_at`, nothing else) and then runs the reminder job itself, `sendDue`, exactly as
 * the schedule does: the same candidate query, lock and rule, and no nudge, so the mail reaches
 * the dev outbox on the worker's next poll. Only the payment named is aged, so no other
 * shopper's checkout is reminded early.
 *
 * Registered only beside the Paystack sandbox (a shop taking real payments never has it),
 * listed among the dev surfaces (production refuses to start with any, docs/product.md §2) and
 * answering this machine only.
 */
export const checkoutRemindersSandboxRoutes: FastifyPluginAsyncZod<{
  reminders: CheckoutReminders
}> = async (app, { reminders }) => {
  app.addHook('onRequest', loopbackOnly)
  app.devSurfaces.push(`checkout reminder job at ${app.prefix}${REMINDER_SANDBOX_PATH}`)

  app.post(
    REMINDER_SANDBOX_PATH,
    { schema: { body: z.object({ reference: z.string().trim().min(1).max(100) }) } },
    async (request) => {
      const aged = await app.database.db
        .update(payments)
        // A constant, written into the SQL: an interval parameter types differently on PGlite.
        .set({
          createdAt: sql`${payments.createdAt} - interval '1 millisecond' * ${sql.raw(String(REMINDER_AFTER_MS))}`,
        })
        .where(eq(payments.reference, request.body.reference))
        .returning({ id: payments.id })
      if (aged.length === 0) throw notFound('No such payment')
      const { reminded } = await reminders.sendDue(app.clock())
      return { success: true, reminded }
    },
  )
}
