import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Filled in by the locations work (issue 2).
export const locationsRoutes: FastifyPluginAsyncZod = async () => {}
