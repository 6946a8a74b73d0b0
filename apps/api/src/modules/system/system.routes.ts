import { appConfigSchema, type AppConfig } from '@scentia/contracts/config'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { HttpError } from '../../plugins/error-handler.js'

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async () => {
      // A health check that does not touch the database would lie when the database is gone.
      await app.database.db.execute(sql`select 1`)
      return { status: 'ok' as const, db: app.database.kind }
    },
  )

  /**
   * Readiness, for the load balancer (docs/product.md §9): 503 until this build's migrations are in the
   * database and it answers, and again from SIGTERM on, so traffic moves away before the drain.
   * /api/health above stays the liveness check: a process that answers it is not stuck.
   */
  app.get(
    '/health/ready',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ready'), db: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const result = await app.readiness.check()
      if (!result.ready) throw new HttpError(503, 'SERVER_ERROR', `Not ready: ${result.reason}`)
      return { status: 'ready' as const, db: app.database.kind }
    },
  )

  /** Runtime settings the SPA needs, so one build serves every environment (docs/product.md §2). */
  app.get(
    '/config',
    { schema: { response: { 200: appConfigSchema } } },
    async (_request, reply) => {
      const { paystack, supportEmail, whatsappNumber, nodeEnv } = app.config
      const isSandbox = !paystack.secretKey
      const mode: AppConfig['payment']['mode'] = isSandbox
        ? 'sandbox'
        : paystack.secretKey?.startsWith('sk_live')
          ? 'live'
          : 'test'
      reply.header('Cache-Control', 'no-cache')
      return {
        payment: {
          provider: 'paystack' as const,
          mode,
          publicKey: isSandbox ? null : (paystack.publicKey ?? null),
        },
        supportEmail,
        /** E.164 or null; null hides every WhatsApp link. */
        whatsappNumber: whatsappNumber ?? null,
        environment: nodeEnv,
        /** A courier is connected: checkout asks it for a live, signed quote (decision 044). */
        delivery: { liveQuotes: app.config.shipbubble !== undefined },
      }
    },
  )
}
