import { describe, expect, it } from 'vitest'
import type { OrderStatus } from '../orders/status'
import type { CheckoutShipping } from '../shipping/checkout-shipping'
import {
  COURIER_ALREADY_BOOKED_MESSAGE,
  COURIER_NOT_BOOKABLE_MESSAGE,
  COURIER_NOT_PAID_MESSAGE,
  chooseDeliveryFee,
  courierBookingProblem,
  courierFeeNaira,
  nextShipmentState,
  orderStepsFor,
  shipmentStateOf,
  type CourierQuoteOutcome,
  type DeliveryFeeChoice,
  type ShipmentState,
} from './couriers'
import {
  TABLE_FREE as free,
  TABLE_PAY_ON_DELIVERY as payOnDelivery,
  TABLE_PRICED as priced,
} from './courier-fixtures'

describe('shipmentStateOf (a courier status word → the shipment state)', () => {
  it.each<[string, ShipmentState | null]>([
    ['pending', 'booked'],
    ['confirmed', 'booked'],
    ['picked_up', 'in_transit'],
    ['Picked Up', 'in_transit'],
    ['in_transit', 'in_transit'],
    ['out-for-delivery', 'in_transit'],
    ['completed', 'delivered'],
    ['delivered', 'delivered'],
    ['cancelled', 'cancelled'],
    ['canceled', 'cancelled'],
    ['returned_to_sender', null],
    ['', null],
  ])('%j → %j', (word, state) => {
    expect(shipmentStateOf(word)).toBe(state)
  })
})

describe('nextShipmentState (replayed and out-of-order events never move back)', () => {
  it.each<[ShipmentState, ShipmentState, ShipmentState]>([
    ['booked', 'in_transit', 'in_transit'],
    ['booked', 'delivered', 'delivered'],
    ['in_transit', 'delivered', 'delivered'],
    ['in_transit', 'in_transit', 'in_transit'],
    ['in_transit', 'booked', 'in_transit'],
    ['delivered', 'in_transit', 'delivered'],
    ['delivered', 'booked', 'delivered'],
    ['delivered', 'cancelled', 'delivered'],
    ['cancelled', 'delivered', 'cancelled'],
    ['booked', 'cancelled', 'cancelled'],
    ['in_transit', 'cancelled', 'cancelled'],
  ])('%s + %s → %s', (current, incoming, next) => {
    expect(nextShipmentState(current, incoming)).toBe(next)
  })
})

describe('orderStepsFor (one forward step at a time, never back)', () => {
  it.each<[OrderStatus, ShipmentState, OrderStatus[]]>([
    ['processing', 'in_transit', ['shipped']],
    ['processing', 'delivered', ['shipped', 'delivered']],
    ['pending', 'in_transit', ['processing', 'shipped']],
    ['shipped', 'delivered', ['delivered']],
    ['shipped', 'in_transit', []],
    ['delivered', 'in_transit', []],
    ['delivered', 'delivered', []],
    ['processing', 'booked', []],
    ['processing', 'cancelled', []],
    ['cancelled', 'delivered', []],
    ['refunded', 'in_transit', []],
  ])('an order %s, a shipment %s → %j', (order, state, steps) => {
    expect(orderStepsFor(order, state)).toEqual(steps)
  })
})

const noAddress: CheckoutShipping = {
  status: 'location-required',
  fee: 3_500,
  label: '₦3,500',
  estimate: '',
  message: 'Add your address',
}
const answered: CourierQuoteOutcome = { ok: true, fee: 6_200, courier: 'GIG Logistics' }

describe('chooseDeliveryFee (the courier when it answers in time, else the owner’s table)', () => {
  it.each<[string, CheckoutShipping, CourierQuoteOutcome, DeliveryFeeChoice]>([
    [
      'the courier answered',
      priced,
      answered,
      { fee: 6_200, source: 'courier', courier: 'GIG Logistics' },
    ],
    [
      'the courier was too slow',
      priced,
      { ok: false, reason: 'timeout' },
      { fee: 8_500, source: 'table', courier: null },
    ],
    [
      'the courier is down',
      priced,
      { ok: false, reason: 'unavailable' },
      { fee: 8_500, source: 'table', courier: null },
    ],
    [
      'no courier is configured',
      priced,
      { ok: false, reason: 'no-courier' },
      { fee: 8_500, source: 'table', courier: null },
    ],
    [
      'the courier has no rate for the address',
      priced,
      { ok: false, reason: 'no-rate' },
      { fee: 8_500, source: 'table', courier: null },
    ],
    ['the table makes delivery free', free, answered, { fee: 0, source: 'table', courier: null }],
    [
      'the owner left the state at 0 (Pay on Delivery)',
      payOnDelivery,
      answered,
      { fee: 0, source: 'table', courier: null },
    ],
    [
      'no complete address yet',
      noAddress,
      answered,
      { fee: 3_500, source: 'table', courier: null },
    ],
    [
      'a courier figure of 0',
      priced,
      { ok: true, fee: 0, courier: 'X' },
      { fee: 8_500, source: 'table', courier: null },
    ],
    [
      'an absurd courier figure',
      priced,
      { ok: true, fee: 5_000_000, courier: 'X' },
      { fee: 8_500, source: 'table', courier: null },
    ],
    [
      'a fractional courier figure',
      priced,
      { ok: true, fee: 6_200.5, courier: 'X' },
      { fee: 8_500, source: 'table', courier: null },
    ],
  ])('%s', (_name, table, courier, choice) => {
    expect(chooseDeliveryFee(table, courier)).toEqual(choice)
  })
})

describe('courierFeeNaira', () => {
  it.each<[number, number | null]>([
    [2785, 2785],
    [2785.2, 2786],
    [0, 0],
    [-1, null],
    [Number.NaN, null],
  ])('%d → %j', (amount, naira) => {
    expect(courierFeeNaira(amount)).toBe(naira)
  })
})

describe('courierBookingProblem', () => {
  const paid = {
    status: 'processing' as OrderStatus,
    payment_status: 'paid',
    payment_method: 'CARD',
  }
  it.each<[string, Parameters<typeof courierBookingProblem>[0], boolean, string | null]>([
    ['a paid order being prepared', paid, false, null],
    ['a paid order not yet started', { ...paid, status: 'pending' }, false, null],
    [
      'a pay-on-delivery order',
      { status: 'pending', payment_status: 'pending', payment_method: 'POD' },
      false,
      null,
    ],
    [
      'an unpaid transfer',
      { status: 'pending', payment_status: 'pending', payment_method: 'BANK_TRANSFER' },
      false,
      COURIER_NOT_PAID_MESSAGE,
    ],
    ['an order already booked', paid, true, COURIER_ALREADY_BOOKED_MESSAGE],
    ['a shipped order', { ...paid, status: 'shipped' }, false, COURIER_NOT_BOOKABLE_MESSAGE],
    ['a cancelled order', { ...paid, status: 'cancelled' }, false, COURIER_NOT_BOOKABLE_MESSAGE],
  ])('%s', (_name, order, booked, problem) => {
    expect(courierBookingProblem(order, booked)).toBe(problem)
  })
})
