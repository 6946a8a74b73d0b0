/**
 * How the Lagos ward fee table (apps/api/src/db/seed/data/lagos-ward-fees.json) is generated:
 * a base fee that grows with the straight-line distance from the dispatch hub. The table is
 * data the shop owner may edit; this rule only proposes the first version of it.
 * See docs/decisions/002-lagos-delivery-fees.md.
 */

export interface GeoPoint {
  latitude: number
  longitude: number
}

/** IUGG mean Earth radius; the differences between radii are far below a naira. */
export const EARTH_MEAN_RADIUS_KM = 6371.0088

/**
 * The dispatch hub: on Lagos Island beside Tafawa Balewa Square (Onikan), the point where
 * ₦3,000 + ₦250/km gives the spec's two samples exactly — Festac II 15.008 km → ₦6,752 and
 * Anifowoshe/Ikeja 20.000 km → ₦8,000.
 */
export const LAGOS_DISPATCH_HUB = {
  name: 'Lagos Island (Onikan)',
  latitude: 6.453237,
  longitude: 3.411565,
} as const satisfies GeoPoint & { name: string }

/** The fee at the hub itself, which is also the table's floor (docs/product.md §3: 3,000 to 8,000). */
export const MIN_BASE_FEE = 3_000
export const MAX_BASE_FEE = 8_000
export const BASE_FEE_PER_KM = 250
const METRES_PER_KM = 1_000

/**
 * The spec's two sample wards and their base fees (docs/product.md §3): the generated ward table
 * must reproduce them, and /delivery shows the discount tiers on them.
 */
export const SAMPLE_WARD_FEES = [
  { ward: 'Festac II', lga: 'Amuwo Odofin', baseFee: 6_752 },
  { ward: 'Anifowoshe/Ikeja', lga: 'Ikeja', baseFee: 8_000 },
] as const

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180
  const dLatitude = toRadians(to.latitude - from.latitude)
  const dLongitude = toRadians(to.longitude - from.longitude)
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) *
      Math.cos(toRadians(to.latitude)) *
      Math.sin(dLongitude / 2) ** 2
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Whole metres, the precision the table publishes distances at (3 decimals of a km): the fee
 * must be recomputable from the distance printed beside it.
 */
export function roundDistanceKm(km: number): number {
  return Math.round(km * METRES_PER_KM) / METRES_PER_KM
}

/**
 * ₦3,000 + ₦250 per km, to the nearest naira, capped at ₦8,000 (reached at 20 km). Computed
 * on whole metres (₦1 per 4 m) so that 15.008 km is exactly ₦3,752 with no floating-point drift.
 */
export function baseFeeForDistance(km: number): number {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`Not a distance: ${km} km`)
  const metres = Math.round(km * METRES_PER_KM)
  const fee = MIN_BASE_FEE + Math.round((metres * BASE_FEE_PER_KM) / METRES_PER_KM)
  return Math.min(MAX_BASE_FEE, fee)
}
