import {
  checkoutShippingFee,
  isDeliveryLocationComplete,
  type CheckoutShipping,
  type DeliveryLocation,
} from '@scentia/domain/shipping/checkout-shipping'
import { LAGOS, isLagos } from '@scentia/domain/shipping/delivery-fee'
import type { Db } from '../../db/client.js'
import { LGA_RENAMES, locationKey } from '../locations/index.js'
import { createShippingRepository, type ShippingRepository } from './shipping.repository.js'

export interface ShippingQuoteInput {
  location?: Partial<DeliveryLocation> | null
  /** The cart subtotal in integer naira. */
  subtotal?: number | null
  /** Names of the cart's lines: a 'test product' makes delivery free (docs/product.md §S9). */
  itemNames?: readonly string[]
}

export type ShippingQuote = CheckoutShipping & {
  /** The ward's base fee before the order-total discount; null when none applies. */
  baseFee: number | null
}

export interface ShippingService {
  /** The delivery option checkout shows and payment charges; the server's answer is the truth. */
  quote(input: ShippingQuoteInput): Promise<ShippingQuote>
}

/** Old Lagos LGA spellings (saved addresses, the upstream data) → the lower-cased current name. */
const lagosLgaAliases = new Map(
  Object.entries(LGA_RENAMES[LAGOS] ?? {}).map(([oldName, newName]) => [
    locationKey(oldName),
    locationKey(newName),
  ]),
)

/**
 * Prices delivery with the domain rules (packages/domain/src/shipping) and the Lagos ward fee
 * table. Usable from any module: `createShippingService({ db })`, as payments does to price
 * an order from the database rather than from the browser's figures (docs/product.md §4).
 */
export function createShippingService({
  db,
  repository = createShippingRepository(db),
}: {
  db: Db
  repository?: ShippingRepository
}): ShippingService {
  async function baseFeeFor(location: DeliveryLocation): Promise<number | undefined> {
    // Only Lagos has a fee table (docs/product.md §S9): no query for any other state.
    if (!isLagos(location.state)) return undefined
    const lga = locationKey(location.lga)
    return repository.findBaseFee({
      state: locationKey(LAGOS),
      lga: lagosLgaAliases.get(lga) ?? lga,
      ward: locationKey(location.ward),
    })
  }

  return {
    async quote({ location, subtotal, itemNames = [] }) {
      const baseFee = isDeliveryLocationComplete(location) ? await baseFeeFor(location) : undefined
      const shipping = checkoutShippingFee({
        items: itemNames.map((name) => ({ name })),
        location,
        orderTotal: subtotal,
        baseFee,
      })
      return { ...shipping, baseFee: baseFee ?? null }
    },
  }
}
