import { z } from 'zod'
import { ADMIN_SEARCH_MAX_LENGTH } from './order-console'

/**
 * The owner's activity log (decision 011): every change an owner makes through
 * the console, with who, when, what and the fields before and after. Read by the API, which
 * writes a row in the same transaction as each change, and by the console's Activity page.
 */
export const AUDIT_ACTIONS = [
  'order.status',
  'order.tracking',
  'order.courier',
  'order.payment',
  'order.cancel',
  'order.refund',
  'order.pickup_unlock',
  'return.approve',
  'return.refuse',
  'return.receive',
  'settings.pay_on_delivery',
  'settings.delivery_rates',
  'settings.low_stock_and_gifts',
  'product.create',
  'product.update',
  'product.price',
  'product.stock',
  'product.best_seller',
  'product.retire',
  'product.restore',
  'product.photo',
  'product.photo_remove',
  'product.photo_alt',
  'product.photo_order',
  'product.size_add',
  'product.size_update',
  'product.size_remove',
  'catalogue.import',
  'review.hide',
  'review.unhide',
  'promo.create',
  'promo.update',
  'promo.deactivate',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_TARGET_TYPES = [
  'order',
  'product',
  'review',
  'promo',
  'settings',
  'catalogue',
] as const
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]

/** How the console names each action (the filter's options and each row's title). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'order.status': 'Order status changed',
  'order.tracking': 'Tracking number changed',
  'order.courier': 'Courier booked',
  'order.payment': 'Payment on delivery settled',
  'order.cancel': 'Order cancelled',
  'order.refund': 'Refund issued',
  'order.pickup_unlock': 'Pickup code unlocked',
  'return.approve': 'Return approved',
  'return.refuse': 'Return refused',
  'return.receive': 'Return received',
  'settings.pay_on_delivery': 'Pay on delivery settings changed',
  'settings.delivery_rates': 'Delivery fees changed',
  'settings.low_stock_and_gifts': 'Low-stock and gift settings changed',
  'product.create': 'Product created',
  'product.update': 'Product edited',
  'product.price': 'Price changed',
  'product.stock': 'Stock changed',
  'product.best_seller': 'Best-seller flag changed',
  'product.retire': 'Product retired',
  'product.restore': 'Product restored',
  'product.photo': 'Photo uploaded',
  'product.photo_remove': 'Photo removed',
  'product.photo_alt': 'Photo description changed',
  'product.photo_order': 'Photos reordered',
  'product.size_add': 'Size added',
  'product.size_update': 'Size edited',
  'product.size_remove': 'Size removed',
  'catalogue.import': 'Catalogue imported',
  'review.hide': 'Review hidden',
  'review.unhide': 'Review shown again',
  'promo.create': 'Promo code created',
  'promo.update': 'Promo code edited',
  'promo.deactivate': 'Promo code deactivated',
}

/** A JSON object of field → value, as recorded; values are whatever the field held. */
export type AuditFields = Record<string, unknown>

/**
 * One change as it is written to the activity log (decision 011): the console's own module
 * writes the row, and hands its writer to the modules whose owner edits are logged.
 */
export interface AuditRecord {
  actorUserId: number
  action: AuditAction
  target: { type: AuditTargetType; id: string; label: string }
  before: AuditFields | null
  after: AuditFields | null
  at: Date
}

/** One row of GET /api/admin/audit. */
export interface AuditEntry {
  id: number
  /** ISO time of the change. */
  at: string
  /** The owner as they were at the time; `id` is null once that account is erased. */
  actor: { id: number | null; email: string }
  action: AuditAction
  target: { type: AuditTargetType; id: string; label: string }
  /** The changed fields before (null for a creation) and after. */
  before: AuditFields | null
  after: AuditFields | null
}

export interface AuditPage {
  items: AuditEntry[]
  total: number
  page: number
  page_size: number
}

export const AUDIT_PAGE_SIZE = 20

/** GET /api/admin/audit's query; '' means "any" (the console's filter sends its empty choice). */
export const auditQuerySchema = z.object({
  action: z.enum([...AUDIT_ACTIONS, ''], { error: 'Unknown action' }).optional(),
  target: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, 'The search is too long').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type AuditQuery = z.input<typeof auditQuerySchema>

/**
 * The fields whose values differ, each side holding only those: an edit that changes the price
 * records `{ price: 50000 } → { price: 45000 }`, not the whole product twice. Values are compared
 * as JSON, so arrays (a product's notes) compare by content.
 */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } {
  const changed = { before: {} as AuditFields, after: {} as AuditFields }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  for (const key of keys) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changed.before[key] = before[key] ?? null
      changed.after[key] = after[key] ?? null
    }
  }
  return changed
}

/** The one-field edits the owner makes most (the stock and price boxes, the star) get a name. */
const SINGLE_FIELD_ACTIONS: Partial<Record<string, AuditAction>> = {
  price: 'product.price',
  stock: 'product.stock',
  best_seller: 'product.best_seller',
}

/** What an edit is called, from the fields it changed: one named field, else an edit. */
export function productEditAction(changed: AuditFields): AuditAction {
  const keys = Object.keys(changed)
  const only = keys.length === 1 ? keys[0] : undefined
  return (only !== undefined ? SINGLE_FIELD_ACTIONS[only] : undefined) ?? 'product.update'
}

/** A recorded value as the console prints it: text as is, lists joined, flags as Yes/No. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string') return value === '' ? '""' : value
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.map(formatAuditValue).join(', ')
  return JSON.stringify(value)
}
