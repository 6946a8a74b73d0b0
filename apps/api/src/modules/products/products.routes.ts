import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Filled in by the catalogue work (issue 2).
export const productsRoutes: FastifyPluginAsyncZod = async () => {}
