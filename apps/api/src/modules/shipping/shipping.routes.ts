import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Filled in by the shipping work (issue 2).
export const shippingRoutes: FastifyPluginAsyncZod = async () => {}
