import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX_LENGTH,
  pickupCollectSchema,
  statusChangeSchema,
  trackingChangeSchema,
} from '@scentia/domain/admin/order-console'
import {
  adminCustomerResponseSchema,
  adminCustomersPageSchema,
  adminOrderResponseSchema,
  adminOrdersPageSchema,
  adminStatsSchema,
  packingSlipAnswerSchema,
} from '@scentia/contracts/admin'
import { auditQuerySchema } from '@scentia/domain/admin/audit'
import { ORDER_STATUSES } from '@scentia/domain/orders/status'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { notFound, refusal } from '../../plugins/error-handler.js'
import {
  catalogueEditorRoutes,
  type AdminCatalogueService,
  type AdminProductsService,
} from '../catalogue/index.js'
import type { AdminAuditService } from './admin-audit.service.js'
import { ownerOnly } from './admin-guard.js'
import type { AdminCustomersService } from './admin-customers.service.js'
import type { AdminOrdersService, OrderChangeResult } from './admin-orders.service.js'
import { adminPromoRoutes } from './admin-promo-routes.js'
import { adminSalesRoutes } from './admin-sales-routes.js'
import type { AdminPromosService } from './admin-promos.service.js'
import { packingSlipOf } from '@scentia/domain/admin/packing-slip'

export interface AdminRoutesOptions {
  orders: AdminOrdersService
  products: AdminProductsService
  /** The catalogue CSV's export and import (docs/product.md §11). */
  catalogue: AdminCatalogueService
  audit: AdminAuditService
  customers: AdminCustomersService
  promos: AdminPromosService
  /** The owner check (403), run after requireUser (401). */
  requireAdmin: (request: FastifyRequest) => Promise<void>
}

const search = z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, 'The search is too long').optional()
const page = z.coerce.number().int().min(1).max(100_000).default(1)
const orderParams = z.object({ id: z.string().max(40) })
const customerParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

/** Every move of an order answers with the order as it now stands (decision 042). */
const orderAnswer = { 200: adminOrderResponseSchema }

function unwrap(result: OrderChangeResult) {
  if (result.ok) return { success: true as const, order: result.order }
  throw refusal(result.problem.status, result.problem.message)
}

/**
 * /api/admin/* (decision 007). Every route sits behind both hooks, added to this plugin's own
 * context (never by matching URLs); answers are private and never cached.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { orders, products, catalogue, audit, customers, promos, requireAdmin },
) => {
  ownerOnly(app, requireAdmin)

  app.get('/stats', { schema: { response: { 200: adminStatsSchema } } }, async () => ({
    success: true as const,
    ...(await customers.stats()),
  }))
  // Sales at a glance and the orders CSV (docs/decisions/047-sales-dashboard.md).
  await app.register(adminSalesRoutes)

  // Orders.
  app.get(
    '/orders',
    {
      schema: {
        querystring: z.object({
          search,
          status: z.enum([...ORDER_STATUSES, ''], { error: 'Unknown status' }).optional(),
          page,
        }),
        response: { 200: adminOrdersPageSchema },
      },
    },
    async (request) => {
      const { search: text, status, page: pageNumber } = request.query
      const result = await orders.list({
        search: text === '' ? undefined : text,
        status: status === '' ? undefined : status,
        page: pageNumber,
        pageSize: ADMIN_PAGE_SIZE,
      })
      return { success: true as const, ...result, page: pageNumber, page_size: ADMIN_PAGE_SIZE }
    },
  )

  app.get(
    '/orders/:id',
    { schema: { params: orderParams, response: { 200: adminOrderResponseSchema } } },
    async (request) => {
      const order = await orders.get(request.params.id)
      if (!order) throw notFound('Order not found')
      return { success: true as const, order }
    },
  )

  // The slip that goes in the parcel: no prices, the gift message (decision 045).
  app.get(
    '/orders/:id/packing-slip',
    { schema: { params: orderParams, response: { 200: packingSlipAnswerSchema } } },
    async (request) => {
      const order = await orders.get(request.params.id)
      if (!order) throw notFound('Order not found')
      return { success: true as const, slip: packingSlipOf(order) }
    },
  )

  app.post(
    '/orders/:id/status',
    { schema: { params: orderParams, body: statusChangeSchema, response: orderAnswer } },
    async (request) => {
      const actor = signedInUser(request)
      const { status, tracking_number } = request.body
      return unwrap(await orders.changeStatus(request.params.id, status, tracking_number, actor.id))
    },
  )

  app.post(
    '/orders/:id/collect',
    // Guessing is bounded per order: it locks after MAX_PICKUP_CODE_ATTEMPTS wrong codes.
    { schema: { params: orderParams, body: pickupCollectSchema, response: orderAnswer } },
    async (request) =>
      unwrap(await orders.collect(request.params.id, request.body.code, signedInUser(request).id)),
  )

  // A code locked by wrong tries opens again once the owner checked the shopper (decision 046).
  app.post(
    '/orders/:id/pickup-unlock',
    { schema: { params: orderParams, response: orderAnswer } },
    async (request) =>
      unwrap(await orders.unlockPickup(request.params.id, signedInUser(request).id)),
  )

  app.patch(
    '/orders/:id/tracking',
    { schema: { params: orderParams, body: trackingChangeSchema, response: orderAnswer } },
    async (request) =>
      unwrap(
        await orders.changeTracking(
          request.params.id,
          request.body.tracking_number,
          signedInUser(request).id,
        ),
      ),
  )

  // The catalogue's editor: its products, photos, sizes and CSV (docs/decisions/035).
  await app.register(catalogueEditorRoutes, { products, catalogue })

  // The activity log (decision 011): what owners changed, newest first.
  app.get('/audit', { schema: { querystring: auditQuerySchema } }, async (request) => {
    const { action, target, page: pageNumber } = request.query
    const result = await audit.list({
      action: action === '' ? undefined : action,
      target: target === '' ? undefined : target,
      page: pageNumber,
    })
    return { success: true, ...result }
  })

  // Customers.
  app.get(
    '/customers',
    {
      schema: {
        querystring: z.object({ search, page }),
        response: { 200: adminCustomersPageSchema },
      },
    },
    async (request) => {
      const { search: text, page: pageNumber } = request.query
      const result = await customers.list({
        search: text === '' ? undefined : text,
        page: pageNumber,
        pageSize: ADMIN_PAGE_SIZE,
      })
      return { success: true as const, ...result, page: pageNumber, page_size: ADMIN_PAGE_SIZE }
    },
  )

  app.get(
    '/customers/:id',
    { schema: { params: customerParams, response: { 200: adminCustomerResponseSchema } } },
    async (request) => {
      const customer = await customers.find(request.params.id)
      if (!customer) throw notFound('Customer not found')
      return { success: true as const, customer }
    },
  )

  await app.register(adminPromoRoutes, { promos })
}
