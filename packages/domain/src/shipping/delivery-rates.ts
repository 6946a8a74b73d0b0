/**
 * Delivery to every state (docs/product.md §13, docs/decisions/040): the owner's table of a fee
 * and a window per state, with LGA overrides and a free-delivery threshold, and the one rule that
 * prices an address from it. Lagos keeps its ward table (decision 002): its fee is the ward's base
 * fee with the order-total discount of §S9, its window 2-4 business days. The API charges what
 * `deliveryQuote` says; the product page, the cart and the checkout show the same before sign-in.
 */
import { formatNaira } from '../money/format'
import { calculateDeliveryFee, isLagos, LAGOS } from './delivery-fee'
import { DELIVERY_BUSINESS_DAYS } from './delivery-window'

/** A delivery window in business days, counted from placement (delivery-window.ts). */
export interface DeliveryDays {
  min_days: number
  max_days: number
}

export interface StateRate extends DeliveryDays {
  state: string
  /** Whole naira; 0 means the courier is paid at the door ('Pay on Delivery'). */
  fee: number
}

export interface LgaRate extends StateRate {
  lga: string
}

export interface DeliveryRates {
  /** Every state but Lagos, whose fee comes from its ward table. */
  states: StateRate[]
  /** An LGA priced apart from its state (a state capital nearer a courier hub, a remote LGA). */
  lga_overrides: LgaRate[]
  /** An order of this subtotal or more travels free, Lagos included; null: no such offer. */
  free_delivery_from: number | null
}

export const FREE_DELIVERY_LABEL = 'Free'
export const PAY_ON_DELIVERY_LABEL = 'Pay on Delivery'
export const MAX_STATE_FEE = 100_000
export const MAX_DELIVERY_DAYS = 30

/**
 * Straight-line distance in whole km from the Lagos dispatch hub (decision 002) to the centroid
 * of each state's wards in the location data (decision 002's dataset), measured once for the
 * default table (decision 040). Road distance differs; that is why the table is the owner's.
 */
export const STATE_DISTANCES_KM: Readonly<Record<string, number>> = {
  Abia: 464,
  Adamawa: 1071,
  'Akwa Ibom': 523,
  Anambra: 392,
  Bauchi: 887,
  Bayelsa: 355,
  Benue: 582,
  Borno: 1218,
  'Cross River': 569,
  Delta: 301,
  Ebonyi: 505,
  Edo: 288,
  Ekiti: 247,
  Enugu: 444,
  FCT: 494,
  Gombe: 966,
  Imo: 420,
  Jigawa: 929,
  Kaduna: 660,
  Kano: 819,
  Katsina: 816,
  Kebbi: 612,
  Kogi: 374,
  Kwara: 273,
  Nasarawa: 584,
  Niger: 461,
  Ogun: 52,
  Ondo: 212,
  Osun: 185,
  Oyo: 164,
  Plateau: 726,
  Rivers: 438,
  Sokoto: 764,
  Taraba: 841,
  Yobe: 1078,
  Zamfara: 728,
}

/**
 * The default rate for a state `km` from Lagos: ₦3,500 plus ₦10 a km, rounded up to the next
 * ₦500 and capped at ₦12,000; a window of 2-4 business days, one day later per 250 km.
 */
export function defaultStateRate(state: string, km: number): StateRate {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`Not a distance: ${km} km`)
  const fee = Math.min(12_000, Math.ceil((3_500 + 10 * km) / 500) * 500)
  const min = 2 + Math.floor(km / 250)
  return { state, fee, min_days: min, max_days: min + 2 }
}

export const DEFAULT_DELIVERY_RATES: DeliveryRates = {
  states: Object.entries(STATE_DISTANCES_KM).map(([state, km]) => defaultStateRate(state, km)),
  lga_overrides: [],
  free_delivery_from: null,
}

/** A state's or LGA's name as the table compares it: case and spacing do not count. */
export const deliveryNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()
const key = deliveryNameKey

/** "3-5 business days". */
export function deliveryDaysLabel(days: DeliveryDays): string {
  return `${String(days.min_days)}-${String(days.max_days)} business days`
}

export const LAGOS_DELIVERY_DAYS: DeliveryDays = {
  min_days: DELIVERY_BUSINESS_DAYS.lagos.min,
  max_days: DELIVERY_BUSINESS_DAYS.lagos.max,
}
/** A state the table does not list (or an address not yet chosen): the spec's 5-7 days. */
export const UNLISTED_DELIVERY_DAYS: DeliveryDays = {
  min_days: DELIVERY_BUSINESS_DAYS.elsewhere.min,
  max_days: DELIVERY_BUSINESS_DAYS.elsewhere.max,
}

export interface DeliveryQuoteInput {
  state: string
  lga?: string | null
  ward?: string | null
  /** The cart subtotal in whole naira: the Lagos discount and the threshold read it. */
  orderTotal: number
  rates: DeliveryRates
  /** The Lagos ward's base fee from its table; absent when the table does not know the ward. */
  lagosBaseFee?: number | null
}

export interface DeliveryQuote extends DeliveryDays {
  fee: number
  /** '₦4,500', 'Free' (over the threshold) or 'Pay on Delivery' (a fee of 0). */
  label: string
  /** '3-5 business days'. */
  estimate: string
  /** Which line of which table priced it, for the console and the tests. */
  source: 'lagos-ward' | 'lga' | 'state' | 'unlisted' | 'threshold'
}

/** The rate row for an address outside Lagos: its LGA's override, else its state's, else none. */
export function stateRateFor(
  rates: DeliveryRates,
  state: string,
  lga?: string | null,
): { rate: StateRate; source: 'lga' | 'state' } | undefined {
  const stateKey = key(state)
  if (lga != null && lga.trim() !== '') {
    const lgaKey = key(lga)
    const override = rates.lga_overrides.find(
      (row) => key(row.state) === stateKey && key(row.lga) === lgaKey,
    )
    if (override) return { rate: override, source: 'lga' }
  }
  const row = rates.states.find((candidate) => key(candidate.state) === stateKey)
  return row ? { rate: row, source: 'state' } : undefined
}

function labelled(
  fee: number,
  days: DeliveryDays,
  source: DeliveryQuote['source'],
  free = false,
): DeliveryQuote {
  return {
    fee,
    min_days: days.min_days,
    max_days: days.max_days,
    label: free ? FREE_DELIVERY_LABEL : fee > 0 ? formatNaira(fee) : PAY_ON_DELIVERY_LABEL,
    estimate: deliveryDaysLabel(days),
    source,
  }
}

/**
 * The fee and window for an address and an order total. Lagos: the ward's base fee with the
 * §S9 discount (0, 'Pay on Delivery', for a ward the table does not know). Elsewhere: the LGA's
 * override, else the state's row, at its flat fee; a state left at 0 shows 'Pay on Delivery'.
 * From the threshold up, delivery is free ('Free') wherever it goes; the window stays the
 * address's.
 */
export function deliveryQuote(input: DeliveryQuoteInput): DeliveryQuote {
  const { state, lga, orderTotal, rates } = input
  if (!Number.isFinite(orderTotal) || orderTotal < 0) {
    throw new RangeError(`Not an order total: ${orderTotal}`)
  }
  const free = rates.free_delivery_from !== null && orderTotal >= rates.free_delivery_from
  if (isLagos(state)) {
    if (free) return labelled(0, LAGOS_DELIVERY_DAYS, 'threshold', true)
    const fee = calculateDeliveryFee({ state: LAGOS, baseFee: input.lagosBaseFee }, orderTotal)
    return labelled(fee, LAGOS_DELIVERY_DAYS, 'lagos-ward')
  }
  const found = stateRateFor(rates, state, lga)
  const days = found?.rate ?? UNLISTED_DELIVERY_DAYS
  if (free) return labelled(0, days, 'threshold', true)
  if (!found) return labelled(0, days, 'unlisted')
  return labelled(found.rate.fee, days, found.source)
}

/**
 * The product page's line for the states outside Lagos when it cannot price one address
 * (without JavaScript): "Other states: ₦4,000 to ₦12,000, 2-8 business days".
 */
export function otherStatesLine(rates: DeliveryRates): string {
  const rows = [...rates.states, ...rates.lga_overrides]
  if (rows.length === 0) {
    return `Other states: ${PAY_ON_DELIVERY_LABEL}, ${deliveryDaysLabel(UNLISTED_DELIVERY_DAYS)}`
  }
  const fees = rows.map((row) => row.fee)
  const low = Math.min(...fees)
  const high = Math.max(...fees)
  const show = (fee: number) => (fee > 0 ? formatNaira(fee) : PAY_ON_DELIVERY_LABEL)
  const days = deliveryDaysLabel({
    min_days: Math.min(...rows.map((row) => row.min_days)),
    max_days: Math.max(...rows.map((row) => row.max_days)),
  })
  return `Other states: ${low === high ? show(low) : `${show(low)} to ${show(high)}`} by state, ${days}`
}

/**
 * The table as the owners' activity log records it (decision 011): one field per state and per
 * LGA override, "₦8,500, 3-5 business days", and the threshold, so a save records only the
 * lines it changed.
 */
export function deliveryRatesAuditFields(
  rates: DeliveryRates,
): Record<string, string | number | null> {
  const line = (row: StateRate) => `${formatNaira(row.fee)}, ${deliveryDaysLabel(row)}`
  const fields: Record<string, string | number | null> = {}
  for (const row of rates.states) fields[row.state] = line(row)
  for (const row of rates.lga_overrides) fields[`${row.state} / ${row.lga}`] = line(row)
  fields.free_delivery_from = rates.free_delivery_from
  return fields
}

/**
 * The window an order to this address is promised (kept on the order when placed): Lagos 2-4,
 * elsewhere the LGA's or the state's row, else the spec's 5-7.
 */
export function deliveryDaysFor(
  rates: DeliveryRates,
  state: string,
  lga?: string | null,
): DeliveryDays {
  if (isLagos(state)) return LAGOS_DELIVERY_DAYS
  const found = stateRateFor(rates, state, lga)
  return found
    ? { min_days: found.rate.min_days, max_days: found.rate.max_days }
    : UNLISTED_DELIVERY_DAYS
}
