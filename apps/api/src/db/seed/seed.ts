import type { Db } from '../client.js'
import { seedCatalogue } from './catalogue.js'
import { seedDemoCustomer } from './demo-customer.js'
import { seedDemoOrder } from './demo-order.js'
import { seedLagosWardFees, seedLocations } from './locations.js'

type SeedStep = (db: Db) => Promise<void>

/** Filled in as each area brings its data: locations and fees, the catalogue, the demo customer. */
// The demo order must come after the demo customer (it belongs to them) and the catalogue.
const steps: SeedStep[] = [
  seedLocations,
  seedLagosWardFees,
  seedCatalogue,
  seedDemoCustomer,
  seedDemoOrder,
]

/**
 * Seeds what a fresh shop needs. Each step is idempotent (it skips work already done), so it
 * runs at every start and a half-seeded database finishes seeding next time.
 */
export async function seedDatabase(db: Db): Promise<void> {
  for (const step of steps) await step(db)
}
