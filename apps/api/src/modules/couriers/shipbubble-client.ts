import { courierFeeNaira, shipmentStateOf } from '@scentia/domain/couriers/couriers'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { CourierError, type Courier, type CourierErrorKind, type Parcel } from './courier.js'

/*
 * Shipbubble (docs.shipbubble.com), the first courier behind the interface (decision 044): one
 * API that quotes and books Nigeria's couriers (GIG, Kwik, DHL, …). Every call carries
 * `Authorization: Bearer <SHIPBUBBLE_API_KEY>`; answers are `{ status: 'success' | 'failed',
 * message, data }`. A quote is two calls (validate the shopper's address for its address code,
 * then fetch_rates from the shop's); a booking takes a fresh quote's request_token to
 * /shipping/labels, so the label is always bought at a price seen seconds before.
 */

export const SHIPBUBBLE_PROVIDER = 'shipbubble'
/** Webhooks are signed with HMAC-SHA512 of the raw body, keyed with the API key, in hex. */
export const SHIPBUBBLE_SIGNATURE_HEADER = 'x-ship-signature'
/** A booking is several calls the owner waits on; past this it is shown as a failure in words. */
export const SHIPBUBBLE_TIMEOUT_MS = 15_000

export interface ShipbubbleOptions {
  apiKey: string
  /** Without a trailing slash, e.g. https://api.shipbubble.com/v1. */
  baseUrl: string
  /** The shop's pickup address as Shipbubble validated it (its dashboard gives the code). */
  senderAddressCode: number
  /** Shipbubble's package category for the parcels (perfume: its health-and-beauty category). */
  categoryId: number
  timeoutMs?: number
  /** Today's date for pickup_date; tests pin it. */
  clock?: () => Date
}

const envelope = z.object({
  status: z.string(),
  message: z.string().max(500).optional(),
  data: z.unknown().optional(),
})

const addressData = z.object({ address_code: z.coerce.number().int() })

const rate = z.object({
  courier_id: z.string().min(1).max(100),
  courier_name: z.string().min(1).max(200),
  service_code: z.string().min(1).max(200),
  total: z.number().nonnegative(),
  rate_card_amount: z.number().nonnegative().optional(),
})

const ratesData = z.object({
  request_token: z.string().min(1).max(500),
  couriers: z.array(rate).default([]),
  cheapest_courier: rate.nullish(),
})

const labelData = z.object({
  order_id: z.string().min(1).max(100),
  status: z.string().max(50).default('pending'),
  courier: z.object({
    name: z.string().min(1).max(200),
    tracking_code: z.union([z.string(), z.number()]).nullish(),
  }),
  tracking_url: z.string().max(2000).nullish(),
  payment: z.object({ shipping_fee: z.number().nonnegative() }).partial().nullish(),
})

const webhookBody = z.object({
  event: z.string().max(100),
  order_id: z.string().min(1).max(100),
  status: z.string().max(50),
  courier: z
    .object({ tracking_code: z.union([z.string(), z.number()]).nullish() })
    .partial()
    .nullish(),
  tracking_url: z.string().max(2000).nullish(),
})

/** The parcel's size when nobody measured it: a perfume box or two, in cm. */
const PACKAGE_DIMENSION = { length: 20, width: 15, height: 10 }
/** A bottle in its box, in kg (Shipbubble's unit). */
const UNIT_WEIGHT_KG = 0.5

/** The Lagos calendar day (UTC+1), as Shipbubble's pickup_date wants it. */
function lagosDate(at: Date): string {
  return new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10)
}

function trackingText(code: string | number | null | undefined): string | null {
  if (code === null || code === undefined) return null
  const text = String(code).trim()
  return text === '' ? null : text.slice(0, 100)
}

/** A URL the shopper may follow: http(s) only, nothing else a courier might send. */
function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

export function signShipbubblePayload(rawBody: Buffer | string, apiKey: string): string {
  return createHmac('sha512', apiKey).update(rawBody).digest('hex')
}

export function createShipbubbleCourier(options: ShipbubbleOptions): Courier {
  const timeoutMs = options.timeoutMs ?? SHIPBUBBLE_TIMEOUT_MS
  const clock = options.clock ?? (() => new Date())

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    signal: AbortSignal,
  ): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal,
      })
    } catch (error) {
      if (
        error instanceof Error &&
        (error.name === 'TimeoutError' || error.name === 'AbortError')
      ) {
        throw new CourierError('timeout', 'Shipbubble did not answer in time')
      }
      throw new CourierError('network', 'Shipbubble could not be reached')
    }
    const parsed = envelope.safeParse(await response.json().catch(() => undefined))
    if (response.status >= 500) {
      throw new CourierError(
        'unavailable',
        `Shipbubble is not working right now (${response.status})`,
      )
    }
    if (!parsed.success) {
      throw new CourierError('invalid-response', 'Shipbubble sent an answer we could not read')
    }
    if (!response.ok || parsed.data.status !== 'success') {
      const kind: CourierErrorKind = 'rejected'
      throw new CourierError(
        kind,
        `Shipbubble refused: ${parsed.data.message ?? 'no reason given'}`,
      )
    }
    return parsed.data.data
  }

  function read<T>(schema: z.ZodType<T>, data: unknown): T {
    const parsed = schema.safeParse(data)
    if (!parsed.success) {
      throw new CourierError('invalid-response', 'Shipbubble sent an answer we could not read')
    }
    return parsed.data
  }

  async function rates(parcel: Parcel, signal: AbortSignal) {
    const { recipient } = parcel
    const address = read(
      addressData,
      await call(
        'POST',
        '/shipping/address/validate',
        {
          name: recipient.name,
          email: recipient.email,
          phone: recipient.phone,
          address: [
            recipient.address,
            recipient.ward,
            recipient.lga,
            recipient.city,
            recipient.state,
            'Nigeria',
          ]
            .filter((part) => part.trim() !== '')
            .join(', '),
        },
        signal,
      ),
    )
    const answer = read(
      ratesData,
      await call(
        'POST',
        '/shipping/fetch_rates',
        {
          sender_address_code: options.senderAddressCode,
          // Shipbubble's own spelling.
          reciever_address_code: address.address_code,
          pickup_date: lagosDate(clock()),
          category_id: options.categoryId,
          package_items: parcel.items.map((item) => ({
            name: item.name.slice(0, 100),
            description: item.name.slice(0, 100),
            unit_weight: String(UNIT_WEIGHT_KG),
            unit_amount: String(item.price),
            quantity: String(item.quantity),
          })),
          package_dimension: PACKAGE_DIMENSION,
          ...(parcel.reference
            ? { delivery_instructions: `Scentia order ${parcel.reference}` }
            : {}),
        },
        signal,
      ),
    )
    const best =
      answer.cheapest_courier ?? [...answer.couriers].sort((a, b) => a.total - b.total)[0] ?? null
    if (!best) throw new CourierError('rejected', 'No courier offers delivery to this address')
    // rate_card_amount is what Shipbubble says to show the customer; total is what the wallet pays.
    const fee = courierFeeNaira(best.rate_card_amount ?? best.total)
    if (fee === null)
      throw new CourierError('invalid-response', 'Shipbubble sent an answer we could not read')
    return { token: answer.request_token, best, fee }
  }

  return {
    provider: SHIPBUBBLE_PROVIDER,

    async quote(parcel, { timeoutMs: quoteTimeoutMs }) {
      const { best, fee } = await rates(parcel, AbortSignal.timeout(quoteTimeoutMs))
      return { fee, courier: best.courier_name, service: best.service_code }
    },

    async book(parcel) {
      const signal = AbortSignal.timeout(timeoutMs)
      const { token, best, fee } = await rates(parcel, signal)
      const label = read(
        labelData,
        await call(
          'POST',
          '/shipping/labels',
          { request_token: token, service_code: best.service_code, courier_id: best.courier_id },
          signal,
        ),
      )
      const cost = courierFeeNaira(label.payment?.shipping_fee ?? best.total) ?? fee
      return {
        externalId: label.order_id,
        courier: label.courier.name,
        service: best.service_code,
        // Some couriers issue their code after pickup: Shipbubble's own id tracks it until then.
        trackingNumber: trackingText(label.courier.tracking_code) ?? label.order_id,
        trackingUrl: safeUrl(label.tracking_url),
        cost,
        state: shipmentStateOf(label.status) ?? 'booked',
      }
    },

    async track(externalId) {
      const data = await call(
        'GET',
        `/shipping/labels/list/${encodeURIComponent(externalId)}`,
        undefined,
        AbortSignal.timeout(timeoutMs),
      )
      const list = read(z.object({ results: z.array(z.object({ status: z.string() })) }), data)
      const first = list.results[0]
      if (!first) throw new CourierError('rejected', 'Shipbubble does not know this shipment')
      return { status: first.status }
    },

    async cancel(externalId) {
      await call(
        'POST',
        `/shipping/labels/cancel/${encodeURIComponent(externalId)}`,
        {},
        AbortSignal.timeout(timeoutMs),
      )
    },

    verifyWebhook(rawBody, headers) {
      const signature = headers[SHIPBUBBLE_SIGNATURE_HEADER]
      if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false
      const expected = Buffer.from(signShipbubblePayload(rawBody, options.apiKey), 'hex')
      const given = Buffer.from(signature, 'hex')
      return given.length === expected.length && timingSafeEqual(given, expected)
    },

    readWebhook(body) {
      const parsed = webhookBody.safeParse(body)
      if (!parsed.success) return null
      const { event, order_id: externalId, status, courier, tracking_url } = parsed.data
      if (!event.startsWith('shipment.')) return null
      return {
        externalId,
        event,
        // A cancellation event may still say the last status; the event is the truth.
        status: event === 'shipment.cancelled' ? 'cancelled' : status,
        trackingNumber: trackingText(courier?.tracking_code),
        trackingUrl: safeUrl(tracking_url),
      }
    },
  }
}
