import { eq } from 'drizzle-orm'
import { lgas, states, wards } from '../../db/schema/index.js'
import type { Db } from '../../db/client.js'

export interface StateAndLgaRows {
  states: { id: number; name: string }[]
  lgas: { id: number; stateId: number; name: string }[]
}

export interface LocationsRepository {
  /** Every state and LGA: 811 short rows. */
  loadStatesAndLgas(): Promise<StateAndLgaRows>
  /** One LGA's ward names (a dozen or so; wards_lga_name_idx serves the lookup). */
  listWardNames(lgaId: number): Promise<string[]>
}

export function createLocationsRepository(db: Db): LocationsRepository {
  return {
    async loadStatesAndLgas() {
      const stateRows = await db.select({ id: states.id, name: states.name }).from(states)
      const lgaRows = await db
        .select({ id: lgas.id, stateId: lgas.stateId, name: lgas.name })
        .from(lgas)
      return { states: stateRows, lgas: lgaRows }
    },
    async listWardNames(lgaId) {
      const rows = await db.select({ name: wards.name }).from(wards).where(eq(wards.lgaId, lgaId))
      return rows.map((row) => row.name)
    },
  }
}
