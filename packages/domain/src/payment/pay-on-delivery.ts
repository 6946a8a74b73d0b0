/**
 * Pay on delivery (docs/product.md §10): the courier collects cash or a transfer at the door. One rule
 * for the API (which refuses an ineligible order) and the checkout (which offers the option, or
 * says why not).
 */
import { z } from 'zod'
import { formatNaira } from '../money/format'
import { parseNigerianMobile } from '../phone/nigerian-mobile'
import { LAGOS } from '../shipping/delivery-fee'

/** The ceiling a new shop starts with: a courier carrying more cash is a risk. */
export const DEFAULT_POD_CEILING_NAIRA = 100_000

/** A ceiling beyond any sensible cash delivery: ten million naira. */
export const MAX_POD_CEILING_NAIRA = 10_000_000

/** The owner's ceiling: whole naira, at least ₦1 (the API's body and the console's field). */
export const podCeilingSchema = z
  .number({ error: 'Enter the ceiling in naira' })
  .int('Enter the ceiling in whole naira')
  .min(1, 'The ceiling must be at least ₦1')
  .max(MAX_POD_CEILING_NAIRA, 'The ceiling is too high')

/**
 * The console's ceiling field as typed ("150,000", "-5000"): the naira it names, or the owner's
 * message. A minus sign is read, never dropped: "-5000" is refused, not saved as ₦5,000.
 */
export function readPodCeiling(
  typed: string,
): { ok: true; ceilingNaira: number } | { ok: false; message: string } {
  const text = typed.trim().replace(/,/g, '')
  const parsed = podCeilingSchema.safeParse(
    text === '' || !/^-?\d+(\.\d+)?$/.test(text) ? Number.NaN : Number(text),
  )
  if (parsed.success) return { ok: true, ceilingNaira: parsed.data }
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Enter the ceiling in naira' }
}

/** The owner's switch and ceiling (stored in shop settings). */
export interface PodSettings {
  enabled: boolean
  /** Integer naira, shipping included. */
  ceilingNaira: number
}

export interface PodOrder {
  /** The delivery state as the checkout's location picker names it. */
  state: string
  /** Integer naira, shipping included. */
  totalNaira: number
  /** The shopper proved their mailbox (docs/product.md §6). */
  accountVerified: boolean
  /**
   * The checkout's phone: the number the courier calls at the door, so it is the one that must
   * be a Nigerian mobile (the account's own may be older or empty).
   */
  phoneNumber: string
}

export type PodRefusal =
  'switched_off' | 'outside_lagos' | 'over_ceiling' | 'unverified' | 'no_mobile'

export type PodEligibility = { ok: true } | { ok: false; reason: PodRefusal; message: string }

export function podAvailabilityMessage(ceilingNaira: number): string {
  return `Pay on delivery is available for Lagos deliveries up to ${formatNaira(ceilingNaira)}`
}

/** Ok, or the first reason it does not apply, in the order a shopper can act on them. */
export function podEligibility(settings: PodSettings, order: PodOrder): PodEligibility {
  if (!settings.enabled) {
    return {
      ok: false,
      reason: 'switched_off',
      message: 'Pay on delivery is not available at the moment',
    }
  }
  if (order.state.trim().toLowerCase() !== LAGOS.toLowerCase()) {
    return {
      ok: false,
      reason: 'outside_lagos',
      message: podAvailabilityMessage(settings.ceilingNaira),
    }
  }
  if (order.totalNaira > settings.ceilingNaira) {
    return {
      ok: false,
      reason: 'over_ceiling',
      message: podAvailabilityMessage(settings.ceilingNaira),
    }
  }
  if (!order.accountVerified) {
    return {
      ok: false,
      reason: 'unverified',
      message: 'Verify your email address to pay on delivery',
    }
  }
  if (!parseNigerianMobile(order.phoneNumber).ok) {
    return {
      ok: false,
      reason: 'no_mobile',
      message: 'Pay on delivery needs a Nigerian mobile number the courier can call',
    }
  }
  return { ok: true }
}
