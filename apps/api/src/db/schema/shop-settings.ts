import { DEFAULT_POD_CEILING_NAIRA } from '@scentia/domain/payment/pay-on-delivery'
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
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_pod_ceiling_positive', sql`${t.podCeilingNaira} > 0`),
  ],
)
