/**
 * Builds the shop's location data from the upstream dataset (docs/product.md §3), and the Lagos ward fee
 * table from it (docs/decisions/002-lagos-delivery-fees.md):
 *
 *   npx tsx apps/api/scripts/clean-locations.ts path/to/nigeria-locations.json
 *
 * Writes, beside the seed (src/db/seed/data/):
 * - nigeria-locations.json — states → LGAs → wards with coordinates, cleaned: whitespace and
 *   casing fixed, states and LGAs named as shoppers know them, duplicate wards dropped, sorted,
 *   coordinates rounded to 6 decimals (≈ 0.1 m), minified.
 * - nigeria-locations.LICENSE — the upstream MIT licence (copied from beside the source file).
 * - lagos-ward-fees.json — every Lagos ward's base fee from its distance to the dispatch hub.
 *   Regenerating overwrites hand edits to that file: change the rule, or edit after generating.
 *
 * The script is deterministic: rerunning it on the same source rewrites the same bytes.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  LAGOS_DISPATCH_HUB,
  baseFeeForDistance,
  distanceKm,
  roundDistanceKm,
  SAMPLE_WARD_FEES,
} from '@scentia/domain/shipping/lagos-base-fee'
import { seedDataFolder } from '../src/config/paths.js'
import { cleanLocations, rawLocationsSchema } from '../src/modules/locations/location-cleaning.js'
import type { StateData } from '../src/modules/locations/location-data.js'
import type { WardFeeRow, WardFeeTable } from '../src/modules/shipping/ward-fee-table.js'

function lagosWardFees(states: readonly StateData[]): WardFeeRow[] {
  const lagos = states.find((state) => state.name === 'Lagos')
  if (!lagos) throw new Error('The dataset has no Lagos')
  const fees = lagos.lgas.flatMap((lga) =>
    lga.wards.map((ward): WardFeeRow => {
      const km = roundDistanceKm(distanceKm(LAGOS_DISPATCH_HUB, ward))
      return { lga: lga.name, ward: ward.name, distance_km: km, fee: baseFeeForDistance(km) }
    }),
  )
  for (const sample of SAMPLE_WARD_FEES) {
    const row = fees.find((fee) => fee.lga === sample.lga && fee.ward === sample.ward)
    if (row?.fee !== sample.baseFee) {
      throw new Error(
        `${sample.ward} (${sample.lga}) must cost ₦${sample.baseFee}, got ${JSON.stringify(row)}`,
      )
    }
  }
  return fees
}

/** One entry per line: small diffs when the owner edits a fee. */
function formatFeeTable(fees: readonly WardFeeRow[]): string {
  const header: Omit<WardFeeTable, 'wards'> = {
    hub: LAGOS_DISPATCH_HUB,
    rule: 'fee = min(8000, 3000 + round(250 × distance_km)); distance_km is the great-circle distance to the hub, in whole metres',
    generated_by: 'apps/api/scripts/clean-locations.ts',
  }
  const lines = fees.map((fee) => `    ${JSON.stringify(fee)}`)
  const head = JSON.stringify(header, null, 2).replace(/\n}$/, '')
  return `${head},\n  "wards": [\n${lines.join(',\n')}\n  ]\n}\n`
}

async function main() {
  const source = process.argv[2]
  if (!source) {
    console.error(
      'Usage: npx tsx apps/api/scripts/clean-locations.ts path/to/nigeria-locations.json',
    )
    process.exit(2)
  }
  const raw = rawLocationsSchema.parse(JSON.parse(await readFile(source, 'utf8')))
  const { states, droppedWards, unusedFixes } = cleanLocations(raw)
  if (unusedFixes.length > 0)
    throw new Error(`Fixes that matched nothing: ${unusedFixes.join('; ')}`)
  const fees = lagosWardFees(states)

  const locationsFile = path.join(seedDataFolder, 'nigeria-locations.json')
  await writeFile(locationsFile, `${JSON.stringify(states)}\n`)
  // The MIT licence travels with the data (read and written, so a read-only source stays so).
  const licence = await readFile(source.replace(/\.json$/, '.LICENSE'), 'utf8')
  await writeFile(path.join(seedDataFolder, 'nigeria-locations.LICENSE'), licence)
  await writeFile(path.join(seedDataFolder, 'lagos-ward-fees.json'), formatFeeTable(fees))

  const lgaCount = states.reduce((sum, state) => sum + state.lgas.length, 0)
  const wardCount = states.reduce(
    (sum, state) => sum + state.lgas.reduce((n, lga) => n + lga.wards.length, 0),
    0,
  )
  const feeValues = fees.map((fee) => fee.fee)
  console.log(
    `${states.length} states, ${lgaCount} LGAs, ${wardCount} wards (${droppedWards.length} duplicates dropped):`,
  )
  for (const dropped of droppedWards) console.log(`  - ${dropped}`)
  console.log(
    `${fees.length} Lagos ward fees, ₦${Math.min(...feeValues)}–₦${Math.max(...feeValues)}, ` +
      `${feeValues.filter((fee) => fee === 8_000).length} at the cap`,
  )
}

await main()
