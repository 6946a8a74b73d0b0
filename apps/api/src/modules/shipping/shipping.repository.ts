import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { lgas, states, wardDeliveryFees, wards } from '../../db/schema/index.js'

export interface ShippingRepository {
  /**
   * A ward's base fee from the table, by lower-cased state, LGA and ward names (stored names are
   * already trimmed and single-spaced); undefined when the table has no row for it.
   */
  findBaseFee(key: { state: string; lga: string; ward: string }): Promise<number | undefined>
}

export function createShippingRepository(db: Db): ShippingRepository {
  return {
    async findBaseFee(key) {
      // Not cached like the location lists: the shop owner edits fees while the shop runs.
      const [row] = await db
        .select({ fee: wardDeliveryFees.fee })
        .from(wardDeliveryFees)
        .innerJoin(wards, eq(wardDeliveryFees.wardId, wards.id))
        .innerJoin(lgas, eq(wards.lgaId, lgas.id))
        .innerJoin(states, eq(lgas.stateId, states.id))
        .where(
          and(
            eq(sql`lower(${states.name})`, key.state),
            eq(sql`lower(${lgas.name})`, key.lga),
            eq(sql`lower(${wards.name})`, key.ward),
          ),
        )
        .limit(1)
      return row?.fee
    },
  }
}
