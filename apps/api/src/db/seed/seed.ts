import type { Db } from '../client.js'
import { seedCatalogue } from './catalogue.js'
import { seedDemoCustomer } from './demo-customer.js'
import { seedDemoOrder } from './demo-order.js'
import { seedLagosWardFees, seedLocations } from './locations.js'

type SeedStep = (db: Db) => Promise<void>

/** What every shop needs: locations and fees, the catalogue. */
const shopSteps: SeedStep[] = [seedLocations, seedLagosWardFees, seedCatalogue]

/**
 * The demo shopper and their order: a published password and a sign-in anyone can use, so
 * never in production. The order must come after the customer (it belongs to them)
 * and the catalogue.
 */
const demoSteps: SeedStep[] = [seedDemoCustomer, seedDemoOrder]

export interface SeedOptions {
  /** The demo customer and order; the server passes false in production. */
  withDemoData: boolean
}

/**
 * Seeds what a fresh shop needs. Each step is idempotent (it skips work already done), so it
 * runs at every start and a half-seeded database finishes seeding next time.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const steps = options.withDemoData ? [...shopSteps, ...demoSteps] : shopSteps
  for (const step of steps) await step(db)
}
