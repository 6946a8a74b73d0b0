import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { seedDataFolder } from '../../config/paths.js'
import { locationDataSchema } from '../../modules/locations/index.js'
import { wardFeeTableSchema } from '../../modules/shipping/index.js'
import type { Db } from '../client.js'
import { lgas, states, wardDeliveryFees, wards } from '../schema/index.js'

/**
 * Rows per INSERT: one statement per row would cost seconds for 8,798 wards on PGlite, one
 * statement for all would pass PostgreSQL's 65,535 bind-parameter limit (4 per ward).
 */
const ROWS_PER_INSERT = 1_000

/** Several API processes may start at once on one PostgreSQL (docs/product.md §3): one seeds, the rest wait. */
const lock = (name: string) => sql`select pg_advisory_xact_lock(hashtext(${name}))`

const keyOf = (...parts: (string | number)[]) => parts.join('\u0000')

function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key)
  if (id === undefined)
    throw new Error(`Seed data refers to a missing place: ${key.replaceAll('\u0000', ' / ')}`)
  return id
}

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = []
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    result.push(rows.slice(start, start + ROWS_PER_INSERT))
  }
  return result
}

async function readSeedJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(seedDataFolder, file), 'utf8'))
}

/** Nigeria's states, LGAs and wards from the cleaned, committed dataset; skipped once present. */
export async function seedLocations(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(lock('scentia.seed.locations'))
    const [anyState] = await tx.select({ id: states.id }).from(states).limit(1)
    if (anyState) return

    const data = locationDataSchema.parse(await readSeedJson('nigeria-locations.json'))
    const stateRows = await tx
      .insert(states)
      .values(data.map((state) => ({ name: state.name })))
      .returning({ id: states.id, name: states.name })
    const stateIds = new Map(stateRows.map((row) => [row.name, row.id]))

    const lgaIds = new Map<string, number>()
    const lgaValues = data.flatMap((state) =>
      state.lgas.map((lga) => ({ stateId: idOf(stateIds, state.name), name: lga.name })),
    )
    for (const chunk of chunks(lgaValues)) {
      const rows = await tx
        .insert(lgas)
        .values(chunk)
        .returning({ id: lgas.id, stateId: lgas.stateId, name: lgas.name })
      for (const row of rows) lgaIds.set(keyOf(row.stateId, row.name), row.id)
    }

    const wardValues = data.flatMap((state) =>
      state.lgas.flatMap((lga) => {
        const lgaId = idOf(lgaIds, keyOf(idOf(stateIds, state.name), lga.name))
        return lga.wards.map((ward) => ({
          lgaId,
          name: ward.name,
          latitude: ward.latitude,
          longitude: ward.longitude,
        }))
      }),
    )
    for (const chunk of chunks(wardValues)) await tx.insert(wards).values(chunk)
  })
}

/**
 * The Lagos ward fee table (docs/product.md §3). Skipped once any fee exists, so the shop owner's edits
 * in the database, deletions included, survive every restart.
 */
export async function seedLagosWardFees(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(lock('scentia.seed.lagos-ward-fees'))
    const [anyFee] = await tx
      .select({ wardId: wardDeliveryFees.wardId })
      .from(wardDeliveryFees)
      .limit(1)
    if (anyFee) return

    const table = wardFeeTableSchema.parse(await readSeedJson('lagos-ward-fees.json'))
    const lagosWards = await tx
      .select({ id: wards.id, lga: lgas.name, ward: wards.name })
      .from(wards)
      .innerJoin(lgas, eq(wards.lgaId, lgas.id))
      .innerJoin(states, eq(lgas.stateId, states.id))
      .where(eq(states.name, 'Lagos'))
    const wardIds = new Map(lagosWards.map((row) => [keyOf(row.lga, row.ward), row.id]))
    const values = table.wards.map((row) => ({
      wardId: idOf(wardIds, keyOf(row.lga, row.ward)),
      fee: row.fee,
    }))
    for (const chunk of chunks(values)) await tx.insert(wardDeliveryFees).values(chunk)
  })
}
