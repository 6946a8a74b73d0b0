import { DEFAULT_POD_CEILING_NAIRA } from '@scentia/domain/payment/pay-on-delivery'
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@scentia/domain/catalog/low-stock'
import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns.js'

/**
 * The owner's shop-wide switches: one row, id 1, read by every API process, so a
 * change in the console holds everywhere at once. Absent until the owner first saves: the
 * domain's defaults apply (pay on delivery off, ceiling ₦100,000).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey(),
    podEnabled: boolean('pod_enabled').notNull().default(false),
    /** Integer naira, shipping included. */
    podCeilingNaira: integer('pod_ceiling_naira').notNull().default(DEFAULT_POD_CEILING_NAIRA),
    /** The low-stock level of every fragrance without its own (decision 045). */
    lowStockDefault: integer('low_stock_default').notNull().default(DEFAULT_LOW_STOCK_THRESHOLD),
    /** Integer naira for gift wrap at checkout; 0: gift wrap is not offered (decision 045). */
    giftWrapPrice: integer('gift_wrap_price').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_pod_ceiling_positive', sql`${t.podCeilingNaira} > 0`),
    check('shop_settings_low_stock_default_not_negative', sql`${t.lowStockDefault} >= 0`),
    check('shop_settings_gift_wrap_price_not_negative', sql`${t.giftWrapPrice} >= 0`),
  ],
)
