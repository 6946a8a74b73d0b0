import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { serialId } from './columns.js'

export const states = pgTable('states', {
  id: serialId(),
  name: text('name').notNull().unique(),
})

export const lgas = pgTable(
  'lgas',
  {
    id: serialId(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('lgas_state_name_idx').on(t.stateId, t.name)],
)

export const wards = pgTable(
  'wards',
  {
    id: serialId(),
    lgaId: integer('lga_id')
      .notNull()
      .references(() => lgas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [uniqueIndex('wards_lga_name_idx').on(t.lgaId, t.name)],
)

/**
 * Base delivery fee of each Lagos ward, in naira, before the order-total discount of docs/product.md §S9.
 * Seeded from data/lagos-ward-fees.json; the shop owner edits rows, not code.
 */
export const wardDeliveryFees = pgTable(
  'ward_delivery_fees',
  {
    wardId: integer('ward_id')
      .primaryKey()
      .references(() => wards.id, { onDelete: 'cascade' }),
    fee: integer('fee').notNull(),
  },
  (t) => [
    check('ward_delivery_fees_fee_range', sql`${t.fee} between 3000 and 8000`),
    index('ward_delivery_fees_fee_idx').on(t.fee),
  ],
)
