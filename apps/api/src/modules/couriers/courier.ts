import type { ShipmentState } from '@scentia/domain/couriers/couriers'

/*
 * The one interface every courier integration implements (docs/decisions/044-couriers.md):
 * quote, book, track, cancel, and read its own signed webhooks. The couriers module speaks only
 * this; Shipbubble is the first implementation.
 */

/** Who and where a parcel goes, from the order (or the checkout's address, for a quote). */
export interface Parcel {
  /** The order's id, when there is one: the courier keeps it as our reference. */
  reference: string | null
  recipient: {
    name: string
    email: string
    /** E.164. */
    phone: string
    address: string
    city: string
    lga: string
    ward: string
    state: string
  }
  items: readonly { name: string; quantity: number; price: number }[]
}

export interface CourierRate {
  /** Integer naira the shopper would pay for this courier's service. */
  fee: number
  courier: string
  service: string
}

export interface CourierBooking {
  /** The provider's reference for the shipment, which its webhooks name. */
  externalId: string
  courier: string
  service: string
  trackingNumber: string
  trackingUrl: string | null
  /** What the booking cost the shop, integer naira. */
  cost: number
  state: ShipmentState
}

/** A courier's tracking event, read from its webhook once the signature holds. */
export interface CourierEvent {
  externalId: string
  event: string
  /** The courier's own status word, kept as sent. */
  status: string
  trackingNumber: string | null
  trackingUrl: string | null
}

export type CourierErrorKind =
  'timeout' | 'network' | 'rejected' | 'unavailable' | 'invalid-response'

/**
 * A failed call to a courier. The message is written for the owner (the console shows it) and
 * never carries the API key.
 */
export class CourierError extends Error {
  constructor(
    readonly kind: CourierErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'CourierError'
  }
}

export interface Courier {
  /** 'shipbubble': stored on each shipment, so a second courier can come later. */
  readonly provider: string
  /** The best rate for the parcel (the provider's cheapest courier), within `timeoutMs`. */
  quote(parcel: Parcel, options: { timeoutMs: number }): Promise<CourierRate>
  /** Books the parcel at the provider's best rate and answers the label it created. */
  book(parcel: Parcel): Promise<CourierBooking>
  /** Where the shipment stands now, asked of the provider (the webhooks usually say it first). */
  track(externalId: string): Promise<{ status: string }>
  cancel(externalId: string): Promise<void>
  /** Whether the webhook's raw body carries the provider's signature. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean
  /** The event in a verified webhook; null for an event that is not about a shipment's progress. */
  readWebhook(body: unknown): CourierEvent | null
}
