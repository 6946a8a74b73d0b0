import type { DeliveryRates } from '@scentia/domain/shipping/delivery-rates'
import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns.js'

/**
 * The owner's delivery table for every state but Lagos (docs/product.md §13, decision 040): one row,
 * id 1, the whole table as the domain's `deliveryRatesSchema` accepts it. Absent until the owner
 * first saves: the domain's default table (by distance from Lagos) applies. Lagos keeps
 * `ward_delivery_fees` (decision 002).
 */
export const deliveryRates = pgTable(
  'delivery_rates',
  {
    id: integer('id').primaryKey(),
    rates: jsonb('rates').$type<DeliveryRates>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('delivery_rates_single_row', sql`${t.id} = 1`)],
)
