import { describe, expect, it } from 'vitest'
import { statusChangeProblem } from '../admin/order-console'
import { seededRandom } from '../random/seeded-random'
import type { OrderStatus } from '../orders/status'
import { checkoutShippingFee } from './checkout-shipping'
import { DEFAULT_DELIVERY_RATES } from './delivery-rates'
import {
  createPickupCode,
  formatPickupCode,
  isPickupCode,
  MAX_PICKUP_CODE_ATTEMPTS,
  normalisePickupCode,
  PICKUP_CODE_ALPHABET,
  PICKUP_LOCKED_MESSAGE,
  PICKUP_NOT_PICKUP_MESSAGE,
  PICKUP_NOT_LOCKED_MESSAGE,
  PICKUP_NOT_READY_MESSAGE,
  PICKUP_WRONG_CODE_MESSAGE,
  isPickupLocked,
  pickupCollection,
  pickupUnlock,
  toDeliveryMethod,
  type DeliveryMethod,
} from './pickup'
import {
  progressStepLabels,
  trackDescriptionFor,
  trackLabelFor,
  listLabelFor,
  awaitsCollection,
} from '../orders/pickup-status'

const kano = { state: 'Kano', lga: 'Fagge', ward: 'Fagge A' }
const festac = { state: 'Lagos', lga: 'Amuwo Odofin', ward: 'Festac II' }

describe('the pickup option is free wherever the shopper lives (decision 046)', () => {
  it.each([
    ['a Lagos ward with a fee', festac, 6_752, [{ name: 'Oud Royale' }]],
    ['Kano, which pays a courier', kano, null, [{ name: 'Oud Royale' }]],
    ['no address yet', null, null, [{ name: 'Oud Royale' }]],
    ["a cart with 'test product'", festac, 6_752, [{ name: 'Test Product' }]],
  ])('%s', (_name, location, baseFee, items) => {
    expect(
      checkoutShippingFee({
        items,
        location,
        orderTotal: 20_000,
        baseFee,
        rates: DEFAULT_DELIVERY_RATES,
        method: 'pickup',
      }),
    ).toEqual({
      status: 'calculated',
      fee: 0,
      label: 'Free',
      estimate: 'Ready in 1-2 business days',
    })
  })

  it('a delivery to the same address still pays its fee', () => {
    const delivery = checkoutShippingFee({
      items: [{ name: 'Oud Royale' }],
      location: kano,
      orderTotal: 20_000,
      rates: DEFAULT_DELIVERY_RATES,
      method: 'delivery',
    })
    expect(delivery.fee).toBeGreaterThan(0)
  })
})

describe('the pickup code', () => {
  it('is six characters from the alphabet without look-alikes', () => {
    const rng = seededRandom(42)
    for (let i = 0; i < 500; i++) {
      const code = createPickupCode(rng)
      expect(code).toMatch(/^[A-Z0-9]{6}$/)
      expect(isPickupCode(code)).toBe(true)
    }
    for (const lookAlike of [
      '0',
      'O',
      'Q',
      'D',
      '1',
      'I',
      'L',
      'J',
      '2',
      'Z',
      '5',
      'S',
      '8',
      'B',
      'U',
      'V',
    ]) {
      expect(PICKUP_CODE_ALPHABET).not.toContain(lookAlike)
    }
  })

  it('uses every character of the alphabet, first and last included', () => {
    expect(createPickupCode(() => 0)).toBe('AAAAAA')
    expect(createPickupCode(() => 0.999_999)).toBe('999999')
  })

  it('refuses a broken random source', () => {
    expect(() => createPickupCode(() => 1)).toThrow(RangeError)
  })

  it.each([
    ['ktm3px', 'KTM3PX'],
    [' KTM 3PX ', 'KTM3PX'],
    ['ktm-3px', 'KTM3PX'],
  ])('reads %j as %j', (typed, code) => {
    expect(normalisePickupCode(typed)).toBe(code)
  })

  it.each([
    ['KTM3PX', true],
    ['KTM3P', false],
    ['KTM3PXX', false],
    ['KTM0PX', false],
    ['ktm3px', false],
  ])('%j is a code: %s', (value, ok) => {
    expect(isPickupCode(value)).toBe(ok)
  })

  it('is printed in two groups of three', () => {
    expect(formatPickupCode('KTM3PX')).toBe('KTM 3PX')
  })
})

describe('pickupCollection: the owner marks a pickup order collected with its code', () => {
  const ready = {
    delivery_method: 'pickup' as DeliveryMethod,
    status: 'shipped' as OrderStatus,
    pickup_code: 'KTM3PX',
    pickup_code_failures: 0,
  }
  it.each([
    ['the right code', ready, 'KTM3PX', { ok: true }],
    ['the right code typed loosely', ready, 'ktm 3px', { ok: true }],
    [
      'a wrong code',
      ready,
      'KTM3PY',
      { ok: false, status: 422, message: PICKUP_WRONG_CODE_MESSAGE, countsAsAttempt: true },
    ],
    [
      'an empty code',
      ready,
      '',
      { ok: false, status: 422, message: PICKUP_WRONG_CODE_MESSAGE, countsAsAttempt: true },
    ],
    [
      'the right code with one wrong try left',
      { ...ready, pickup_code_failures: MAX_PICKUP_CODE_ATTEMPTS - 1 },
      'KTM3PX',
      { ok: true },
    ],
    [
      'the right code once the tries are used up',
      { ...ready, pickup_code_failures: MAX_PICKUP_CODE_ATTEMPTS },
      'KTM3PX',
      { ok: false, status: 409, message: PICKUP_LOCKED_MESSAGE, countsAsAttempt: false },
    ],
    [
      'an order not yet ready',
      { ...ready, status: 'processing' as OrderStatus },
      'KTM3PX',
      { ok: false, status: 409, message: PICKUP_NOT_READY_MESSAGE, countsAsAttempt: false },
    ],
    [
      'an order already collected',
      { ...ready, status: 'delivered' as OrderStatus },
      'KTM3PX',
      { ok: false, status: 409, message: PICKUP_NOT_READY_MESSAGE, countsAsAttempt: false },
    ],
    [
      'a delivery',
      { ...ready, delivery_method: 'delivery' as DeliveryMethod, pickup_code: null },
      'KTM3PX',
      { ok: false, status: 409, message: PICKUP_NOT_PICKUP_MESSAGE, countsAsAttempt: false },
    ],
  ])('%s', (_name, order, typed, expected) => {
    expect(pickupCollection(order, typed)).toEqual(expected)
  })
})

describe('pickupUnlock: the owner unlocks a code locked by wrong tries', () => {
  const locked = {
    delivery_method: 'pickup' as DeliveryMethod,
    pickup_code: 'KTM3PX',
    pickup_code_failures: MAX_PICKUP_CODE_ATTEMPTS,
  }
  it.each([
    ['a locked pickup order', locked, true, { ok: true }],
    [
      'one try more than the limit (counted before a lower limit)',
      { ...locked, pickup_code_failures: MAX_PICKUP_CODE_ATTEMPTS + 1 },
      true,
      { ok: true },
    ],
    [
      'one try left',
      { ...locked, pickup_code_failures: MAX_PICKUP_CODE_ATTEMPTS - 1 },
      false,
      { ok: false, status: 409, message: PICKUP_NOT_LOCKED_MESSAGE },
    ],
    [
      'no wrong try',
      { ...locked, pickup_code_failures: 0 },
      false,
      { ok: false, status: 409, message: PICKUP_NOT_LOCKED_MESSAGE },
    ],
    [
      'a delivery',
      { ...locked, delivery_method: 'delivery' as DeliveryMethod, pickup_code: null },
      false,
      { ok: false, status: 409, message: PICKUP_NOT_PICKUP_MESSAGE },
    ],
  ])('%s', (_name, order, isLocked, expected) => {
    expect(isPickupLocked(order)).toBe(isLocked)
    expect(pickupUnlock(order)).toEqual(expected)
  })
})

describe('the statuses a pickup order goes through, by name', () => {
  it.each<[OrderStatus, DeliveryMethod, string, string]>([
    ['pending', 'pickup', 'Order Pending', 'Your order is being processed'],
    ['processing', 'pickup', 'Processing', 'Your order is being prepared for pickup'],
    ['shipped', 'pickup', 'Ready for pickup', 'Your order is ready for pickup at the showroom'],
    ['delivered', 'pickup', 'Collected', 'You collected your order. Enjoy it!'],
    [
      'cancelled',
      'pickup',
      'Order Cancelled',
      'This order was cancelled. Its items are back on sale.',
    ],
    ['shipped', 'delivery', 'Shipped', 'Your order is on its way!'],
    ['delivered', 'delivery', 'Delivered', 'Your order has been delivered'],
  ])('%s by %s: %j', (status, method, label, description) => {
    expect(trackLabelFor(status, method)).toBe(label)
    expect(trackDescriptionFor(status, method)).toBe(description)
  })

  it.each<[DeliveryMethod, string[]]>([
    ['pickup', ['Pending', 'Processing', 'Ready for pickup', 'Collected']],
    ['delivery', ['Pending', 'Processing', 'Shipped', 'Delivered']],
  ])('the progress steps of a %s', (method, steps) => {
    expect(progressStepLabels(method)).toEqual(steps)
  })

  it.each<[OrderStatus, DeliveryMethod, string]>([
    ['shipped', 'pickup', 'Ready for pickup'],
    ['refunded', 'pickup', 'Refunded'],
    ['shipped', 'delivery', 'Shipped'],
  ])('the list label of %s by %s', (status, method, label) => {
    expect(listLabelFor(status, method)).toBe(label)
  })

  it.each<[OrderStatus, DeliveryMethod, boolean]>([
    ['pending', 'pickup', true],
    ['shipped', 'pickup', true],
    ['delivered', 'pickup', false],
    ['cancelled', 'pickup', false],
    ['shipped', 'delivery', false],
  ])('%s by %s awaits collection: %s', (status, method, expected) => {
    expect(awaitsCollection(status, method)).toBe(expected)
  })

  it.each([
    ['pickup', 'pickup'],
    ['delivery', 'delivery'],
    [null, 'delivery'],
    ['courier', 'delivery'],
  ])('%j is read as %j', (value, method) => {
    expect(toDeliveryMethod(value)).toBe(method)
  })
})

describe('the console moves a pickup order without a courier', () => {
  const paidPickup = {
    payment_status: 'paid',
    payment_method: 'CARD',
    tracking_number: null,
    delivery_method: 'pickup' as DeliveryMethod,
  }
  it.each<[OrderStatus, OrderStatus, DeliveryMethod, string | null]>([
    ['processing', 'shipped', 'pickup', null],
    [
      'shipped',
      'delivered',
      'pickup',
      'A pickup order is marked collected with the shopper’s pickup code',
    ],
    ['processing', 'shipped', 'delivery', 'Enter a tracking number to mark the order as shipped'],
    ['shipped', 'delivered', 'delivery', null],
  ])('%s → %s by %s', (from, to, method, message) => {
    const problem = statusChangeProblem(
      { ...paidPickup, status: from, delivery_method: method },
      to,
      undefined,
    )
    expect(problem?.message ?? null).toBe(message)
  })
})
