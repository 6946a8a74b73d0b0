import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

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

  /** Runtime settings the SPA needs, so one build serves every environment (PRODUCT §2). */
  app.get('/config', async (_request, reply) => {
    const { paystack, supportEmail, nodeEnv } = app.config
    const isSandbox = !paystack.secretKey
    reply.header('Cache-Control', 'no-cache')
    return {
      payment: {
        provider: 'paystack',
        mode: isSandbox ? 'sandbox' : paystack.secretKey?.startsWith('sk_live') ? 'live' : 'test',
        publicKey: isSandbox ? null : (paystack.publicKey ?? null),
      },
      supportEmail,
      environment: nodeEnv,
    }
  })
}
