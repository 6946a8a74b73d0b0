import type { AdminShipment } from '@scentia/domain/admin/order-console'
import { isOrderId, parseTrackInput } from '@scentia/domain/orders/order-id'
import {
  chooseDeliveryFee,
  courierBookingProblem,
  type CourierQuoteOutcome,
  type DeliveryFeeChoice,
  nextShipmentState,
  orderStepsFor,
  shipmentStateOf,
} from '@scentia/domain/couriers/couriers'
import { formatNaira } from '@scentia/domain/money/format'
import type { FastifyBaseLogger } from 'fastify'
import { createHash } from 'node:crypto'
import type { Db } from '../../db/client.js'
import type { ShipmentEvent } from '../../db/schema/index.js'
import {
  insertOrderAuditRecord,
  statusChanged,
  type OrderStatusChanged,
  type StatusChangeEvents,
} from '../admin/index.js'
import {
  changeOrderStatus,
  findOrder,
  lockOrder,
  recordCourierBooking,
  type OrderRow,
} from '../orders/index.js'
import type { ShippingService } from '../shipping/index.js'
import { CourierError, type Courier, type CourierEvent, type Parcel } from './courier.js'
import {
  findShipmentOfOrder,
  hasLiveShipment,
  insertShipment,
  lockShipment,
  updateShipment,
  type ShipmentRow,
} from './couriers.repository.js'
import type { QuoteTokens } from './quote-tokens.js'

export const COURIER_NOT_CONFIGURED_MESSAGE =
  'No courier is connected: type the tracking number by hand'
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found'

/** How long checkout waits for a courier's live price before using the owner's table (044). */
export const QUOTE_TIMEOUT_MS = 2_000

export type DeliveryQuote = DeliveryFeeChoice & {
  label: string
  estimate: string
  /**
   * The courier's price signed by this server (quote-tokens.ts), for initialize to charge; null
   * when the fee is the owner's table (initialize prices that again itself).
   */
  quote: string | null
}

/** What the quote is for, in the domain's keys (courier-quote.ts): what its signature binds. */
export interface QuoteKeys {
  address: string
  cart: string
}

export type BookingResult =
  { ok: true; shipment: AdminShipment } | { ok: false; status: 404 | 409; message: string }

/** What a courier's event did: the webhook answers 200 in every case but a bad signature. */
export type EventOutcome = 'applied' | 'duplicate' | 'unknown-shipment'

export interface CouriersService {
  /** Whether a courier is connected (SHIPBUBBLE_API_KEY set); without one, nothing changes. */
  readonly available: boolean
  readonly courier: Courier | undefined
  shipmentOf(rawOrderId: string): Promise<AdminShipment | null | undefined>
  /** The owner's one click: book the order's parcel, then put the courier on the order. */
  book(rawOrderId: string, actorUserId: number): Promise<BookingResult>
  /** A verified courier event, applied once, forward only (decision 044). */
  receive(event: CourierEvent, rawBody: Buffer): Promise<EventOutcome>
  /**
   * The delivery fee for a parcel: the courier's live price within the quote timeout, else the
   * owner's table (chooseDeliveryFee) — never an error for a slow or broken courier. A courier's
   * price comes signed for this address and cart, so payment can charge exactly it.
   */
  quote(parcel: Parcel, subtotal: number, keys: QuoteKeys): Promise<DeliveryQuote>
}

function orderIdOf(rawId: string): string | undefined {
  const input = parseTrackInput(rawId)
  return input.ok && isOrderId(input.orderId) ? input.orderId : undefined
}

export function toAdminShipment(row: ShipmentRow): AdminShipment {
  return {
    courier: row.courier,
    service: row.service,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
    cost: row.cost,
    state: row.state,
    booked_at: row.createdAt.toISOString(),
  }
}

export function parcelOf(
  row: OrderRow,
  items: readonly { name: string; quantity: number; price: number }[],
): Parcel {
  return {
    reference: row.orderId,
    recipient: {
      name: row.fullName,
      email: row.email,
      phone: row.phoneNumber,
      address: row.shippingAddress,
      city: row.city,
      lga: row.lga,
      ward: row.ward,
      state: row.state,
    },
    items,
  }
}

/**
 * Couriers behind one interface (docs/product.md §13, docs/decisions/044-couriers.md). Owns the
 * `shipments` rows; every change to an order goes through the orders module's functions, and its
 * mails and texts through the console's status events, so a courier's 'delivered' sends exactly
 * what the owner's click on Delivered sends.
 */
export function createCouriersService({
  db,
  courier,
  shipping,
  events,
  clock,
  log,
  quotes,
  quoteTimeoutMs = QUOTE_TIMEOUT_MS,
}: {
  db: Db
  courier: Courier | undefined
  shipping: Pick<ShippingService, 'quote'>
  events: StatusChangeEvents
  clock: () => Date
  log: FastifyBaseLogger
  /** Signs the courier prices checkout shows (COURIER_QUOTE_SECRET). */
  quotes: QuoteTokens
  /** How long checkout waits for the courier; tests shorten it (the production wait is 2 s). */
  quoteTimeoutMs?: number
}): CouriersService {
  async function askCourier(
    parcel: Parcel,
  ): Promise<{ outcome: CourierQuoteOutcome; service: string }> {
    if (!courier) return { outcome: { ok: false, reason: 'no-courier' }, service: '' }
    try {
      const rate = await courier.quote(parcel, { timeoutMs: quoteTimeoutMs })
      return {
        outcome: { ok: true, fee: rate.fee, courier: rate.courier },
        service: rate.service,
      }
    } catch (error) {
      if (!(error instanceof CourierError)) throw error
      log.warn({ err: error }, 'courier quote failed; the owner table prices delivery')
      return {
        outcome: {
          ok: false,
          reason:
            error.kind === 'timeout'
              ? 'timeout'
              : error.kind === 'rejected'
                ? 'no-rate'
                : 'unavailable',
        },
        service: '',
      }
    }
  }

  return {
    async quote(parcel, subtotal, keys) {
      const { recipient } = parcel
      const table = await shipping.quote({
        location: { state: recipient.state, lga: recipient.lga, ward: recipient.ward },
        subtotal,
        itemNames: parcel.items.map((item) => item.name),
      })
      // Only a priced table fee can be replaced: the courier is not asked otherwise.
      const asked =
        table.status === 'calculated' && table.fee > 0
          ? await askCourier(parcel)
          : { outcome: { ok: false, reason: 'no-courier' } as const, service: '' }
      const choice = chooseDeliveryFee(table, asked.outcome)
      const quote =
        choice.source === 'courier' && choice.courier !== null
          ? quotes.sign({
              fee: choice.fee,
              courier: choice.courier,
              service: asked.service,
              ...keys,
            })
          : null
      return {
        ...choice,
        label: choice.source === 'courier' ? formatNaira(choice.fee) : table.label,
        estimate: table.estimate,
        quote,
      }
    },

    available: courier !== undefined,
    courier,

    async shipmentOf(rawOrderId) {
      const orderId = orderIdOf(rawOrderId)
      if (!orderId) return undefined
      const stored = await findOrder(db, orderId)
      if (!stored) return undefined
      const row = await findShipmentOfOrder(db, orderId)
      return row ? toAdminShipment(row) : null
    },

    async book(rawOrderId, actorUserId) {
      if (!courier) return { ok: false, status: 409, message: COURIER_NOT_CONFIGURED_MESSAGE }
      const orderId = orderIdOf(rawOrderId)
      const stored = orderId ? await findOrder(db, orderId) : undefined
      if (!orderId || !stored) return { ok: false, status: 404, message: ORDER_NOT_FOUND_MESSAGE }
      const problem = courierBookingProblem(
        {
          status: stored.row.status,
          payment_status: stored.row.paymentStatus,
          payment_method: stored.row.paymentMethod,
        },
        await hasLiveShipment(db, orderId),
      )
      if (problem) return { ok: false, status: 409, message: problem }

      // The courier is called outside any transaction: no row lock waits on the network.
      let booking
      try {
        booking = await courier.book(
          parcelOf(
            stored.row,
            stored.items.map((item) => ({
              name: item.name,
              quantity: item.quantity,
              price: item.price,
            })),
          ),
        )
      } catch (error) {
        if (!(error instanceof CourierError)) throw error
        log.warn({ err: error, orderId }, 'courier booking failed')
        // 409, not a 5xx: the shop works, the courier said no, and the owner must read why (a
        // 5xx is shown as the shop's own failure, docs/product.md §S3 errors).
        return {
          ok: false,
          status: 409,
          message: `The courier could not be booked: ${error.message}. Nothing was booked; try again in a few minutes, or type the tracking number by hand.`,
        }
      }

      const at = clock()
      const saved = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, orderId)
        // Checked again under the lock: the order may have moved while the courier answered.
        const again = row
          ? courierBookingProblem(
              {
                status: row.status,
                payment_status: row.paymentStatus,
                payment_method: row.paymentMethod,
              },
              await hasLiveShipment(tx, orderId),
            )
          : ORDER_NOT_FOUND_MESSAGE
        if (!row || again) return { problem: again ?? ORDER_NOT_FOUND_MESSAGE }
        const shipment = await insertShipment(tx, {
          orderId,
          provider: courier.provider,
          externalId: booking.externalId,
          courier: booking.courier,
          service: booking.service,
          trackingNumber: booking.trackingNumber,
          trackingUrl: booking.trackingUrl,
          cost: booking.cost,
          state: booking.state,
          events: [],
          createdAt: at,
          updatedAt: at,
        })
        await recordCourierBooking(tx, orderId, {
          courierName: booking.courier,
          trackingNumber: booking.trackingNumber,
          trackingUrl: booking.trackingUrl,
          at,
        })
        // Decision 011: the owner's act and its record commit together.
        await insertOrderAuditRecord(tx, orderId, {
          actorUserId,
          action: 'order.courier',
          before: { tracking_number: row.trackingNumber },
          after: {
            courier: booking.courier,
            tracking_number: booking.trackingNumber,
            cost: booking.cost,
          },
          at,
        })
        return { shipment }
      })
      if ('problem' in saved) {
        // The label was bought for an order that can no longer take it: give it back.
        await courier.cancel(booking.externalId).catch((error: unknown) => {
          log.error(
            { err: error, orderId, externalId: booking.externalId },
            'courier cancel failed',
          )
        })
        return { ok: false, status: 409, message: saved.problem ?? ORDER_NOT_FOUND_MESSAGE }
      }
      return { ok: true, shipment: toAdminShipment(saved.shipment) }
    },

    async receive(event, rawBody) {
      if (!courier) return 'unknown-shipment'
      const digest = createHash('sha256').update(rawBody).digest('hex')
      const outcome = await db.transaction(async (tx) => {
        const shipment = await lockShipment(tx, courier.provider, event.externalId)
        if (!shipment) return { outcome: 'unknown-shipment' as const, moves: [] }
        // The same delivery again (couriers retry until they hear 200): nothing changes.
        if (shipment.events.some((seen) => seen.digest === digest)) {
          return { outcome: 'duplicate' as const, moves: [] }
        }
        const at = clock()
        const incoming = shipmentStateOf(event.status)
        const state = incoming ? nextShipmentState(shipment.state, incoming) : shipment.state
        const recorded: ShipmentEvent = {
          digest,
          event: event.event,
          status: event.status,
          received_at: at.toISOString(),
          payload: JSON.parse(rawBody.toString('utf8')) as unknown,
        }
        const isOpen = shipment.state !== 'delivered' && shipment.state !== 'cancelled'
        const trackingNumber = (isOpen ? event.trackingNumber : null) ?? shipment.trackingNumber
        const trackingUrl = (isOpen ? event.trackingUrl : null) ?? shipment.trackingUrl
        await updateShipment(tx, shipment.id, {
          state,
          trackingNumber,
          trackingUrl,
          events: [...shipment.events, recorded],
          at,
        })

        const order = await lockOrder(tx, shipment.orderId)
        if (!order) return { outcome: 'applied' as const, moves: [] }
        // A courier's code issued after pickup replaces Shipbubble's placeholder on the order.
        if (
          trackingNumber &&
          (trackingNumber !== order.trackingNumber || trackingUrl !== order.trackingUrl) &&
          (order.status === 'pending' || order.status === 'processing')
        ) {
          await recordCourierBooking(tx, order.orderId, {
            courierName: shipment.courier,
            trackingNumber,
            trackingUrl,
            at,
          })
        }
        const moves: OrderStatusChanged[] = []
        let current: OrderRow = order
        for (const step of orderStepsFor(order.status, state)) {
          const moved = await changeOrderStatus(
            tx,
            order.orderId,
            step,
            trackingNumber ?? undefined,
            {
              actorUserId: null,
              at,
            },
          )
          if (!moved?.ok) {
            // e.g. an unpaid order: the event is kept, the owner decides (the console shows it).
            log.warn(
              { orderId: order.orderId, step, problem: moved?.problem },
              'courier event could not move the order',
            )
            break
          }
          const change = statusChanged(current, {
            to: step,
            trackingNumber: moved.trackingNumber,
            trackingOnly: false,
            confirmation: moved.confirmation,
          })
          // The console's listener writes the mail and text to the outbox in this transaction.
          await events.record(tx, change)
          moves.push(change)
          current = { ...current, status: step, trackingNumber: moved.trackingNumber }
        }
        return { outcome: 'applied' as const, moves }
      })
      // After commit: a rolled-back move must never have mailed the customer.
      for (const move of outcome.moves) events.emit(move)
      return outcome.outcome
    },
  }
}
