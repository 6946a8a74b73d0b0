import {
  checkoutShippingFee,
  isDeliveryLocationComplete,
  type CheckoutShipping,
  type DeliveryLocation,
} from '@scentia/domain/shipping/checkout-shipping'
import { LAGOS, isLagos } from '@scentia/domain/shipping/delivery-fee'
import {
  deliveryRatesAuditFields,
  type DeliveryRates,
} from '@scentia/domain/shipping/delivery-rates'
import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import { createHash } from 'node:crypto'
import type { Db } from '../../db/client.js'
import { saveAuditedSettings, type AuditedSettings } from '../admin/index.js'
import { LGA_RENAMES, locationKey } from '../locations/index.js'
import {
  lockDeliveryRates,
  readDeliveryRates,
  writeDeliveryRates,
} from './delivery-rates.repository.js'
import { createShippingRepository, type ShippingRepository } from './shipping.repository.js'

export interface ShippingQuoteInput {
  location?: Partial<DeliveryLocation> | null
  /** The cart subtotal in integer naira. */
  subtotal?: number | null
  /** Names of the cart's lines: a 'test product' makes delivery free (docs/product.md §S9). */
  itemNames?: readonly string[]
  /** Absent: a delivery; a pickup at the showroom is free (decision 046). */
  method?: DeliveryMethod
}

export type ShippingQuote = CheckoutShipping & {
  /** The ward's base fee before the order-total discount; null when none applies. */
  baseFee: number | null
}

export interface ShippingService {
  /** The delivery option checkout shows and payment charges; the server's answer is the truth. */
  quote(input: ShippingQuoteInput): Promise<ShippingQuote>
  /** The owner's table for every state but Lagos (decision 040), read fresh. */
  rates(): Promise<DeliveryRates>
  /**
   * A short hash of the table, for the page cache (decision 032): the product page shows the
   * table's line. Read at most every `revalidateAfterMs`, and at once after this process's save.
   */
  ratesVersion(): Promise<string>
  /**
   * The same version without a wait while the last read is within its time (and no save of
   * this process since); undefined when `ratesVersion` would read the table.
   */
  ratesVersionNow(): string | undefined
  /** Saves the owner's table with its audit record, in one transaction (decision 011). */
  updateRates(next: DeliveryRates, actorUserId: number): Promise<DeliveryRates>
}

/** Old Lagos LGA spellings (saved addresses, the upstream data) → the lower-cased current name. */
const lagosLgaAliases = new Map(
  Object.entries(LGA_RENAMES[LAGOS] ?? {}).map(([oldName, newName]) => [
    locationKey(oldName),
    locationKey(newName),
  ]),
)

/** How long another process's save may take to move this process's pages, as the catalogue's (decision 032). */
const RATES_VERSION_TTL_MS = 5_000

/** The console's delivery fee table, as the activity log records a save. */
const DELIVERY_RATES_SETTINGS: AuditedSettings<DeliveryRates> = {
  id: 'delivery_rates',
  label: 'Delivery fees',
  lock: lockDeliveryRates,
  write: writeDeliveryRates,
  auditFields: deliveryRatesAuditFields,
}

const versionOf = (rates: DeliveryRates) =>
  createHash('sha256').update(JSON.stringify(rates)).digest('base64url').slice(0, 12)

/**
 * Prices delivery with the domain rules (packages/domain/src/shipping): the Lagos ward fee table
 * and the owner's table for every other state. Usable from any module:
 * `createShippingService({ db })`, as payments does to price an order from the database rather
 * than from the browser's figures (docs/product.md §4).
 */
export function createShippingService({
  db,
  repository = createShippingRepository(db),
  clock = () => new Date(),
}: {
  db: Db
  repository?: ShippingRepository
  clock?: () => Date
}): ShippingService {
  async function baseFeeFor(location: DeliveryLocation): Promise<number | undefined> {
    // Only Lagos has a ward fee table (decision 002): no query for any other state.
    if (!isLagos(location.state)) return undefined
    const lga = locationKey(location.lga)
    return repository.findBaseFee({
      state: locationKey(LAGOS),
      lga: lagosLgaAliases.get(lga) ?? lga,
      ward: locationKey(location.ward),
    })
  }

  let version: { value: string; readAt: number } | undefined
  /** The read under way, shared by every caller until it lands. */
  let reading: Promise<string> | undefined
  /** This process's saves so far: a read that began before one does not keep its answer. */
  let saves = 0

  return {
    async quote({ location, subtotal, itemNames = [], method }) {
      // Read on every quote, like the ward fees: an owner's edit applies at once (decision 040).
      const [baseFee, { rates }] = await Promise.all([
        isDeliveryLocationComplete(location) ? baseFeeFor(location) : undefined,
        readDeliveryRates(db),
      ])
      const shipping = checkoutShippingFee({
        items: itemNames.map((name) => ({ name })),
        location,
        orderTotal: subtotal,
        baseFee,
        rates,
        ...(method ? { method } : {}),
      })
      return { ...shipping, baseFee: baseFee ?? null }
    },

    async rates() {
      return (await readDeliveryRates(db)).rates
    },

    ratesVersionNow() {
      return version && Date.now() - version.readAt < RATES_VERSION_TTL_MS
        ? version.value
        : undefined
    },

    ratesVersion() {
      const now = Date.now()
      if (version && now - version.readAt < RATES_VERSION_TTL_MS) {
        return Promise.resolve(version.value)
      }
      // One read for every page hit that finds the version lapsed (decision 050, 2026-11-29):
      // under load, each request arriving while the table was read started a read of its own.
      if (reading) return reading
      const startedAfterSave = saves
      const flight = readDeliveryRates(db)
        .then(({ rates }) => {
          const value = versionOf(rates)
          // A save since this read began: its version is not the table's any more.
          if (saves === startedAfterSave) version = { value, readAt: now }
          return value
        })
        .finally(() => {
          if (reading === flight) reading = undefined
        })
      reading = flight
      return flight
    },

    async updateRates(next, actorUserId) {
      await saveAuditedSettings(db, DELIVERY_RATES_SETTINGS, { next, actorUserId, clock })
      version = undefined
      // A read begun before this save is not joined by the reads after it.
      saves += 1
      reading = undefined
      return next
    },
  }
}
