import { describe, expect, it } from 'vitest'
import { TRACKING_NUMBER_MAX_LENGTH } from '../admin/order-console'
import {
  formatSmsAmount,
  orderSms,
  ownerLowStockSms,
  ownerNewOrderSms,
  reviewRequestSms,
  smsTrackUrl,
  type OrderSmsKind,
} from './sms-messages'
import { countSmsSegments } from './sms-segments'

const trackUrl = smsTrackUrl('https://scentia.ng', 'ORD0123456789')
const typical = {
  orderId: 'ORD0123456789',
  total: 45_000,
  trackingNumber: 'GIG-123456',
  trackUrl,
  deliveryEstimate: '5-7 business days',
  refund: 45_000,
}
// The longest inputs the shop can produce: a 9-figure total with kobo, a 60-character tracking
// number and a long PUBLIC_URL.
const longest = {
  orderId: 'ORD9999999999',
  total: 999_999_999.99,
  trackingNumber: 'X'.repeat(TRACKING_NUMBER_MAX_LENGTH),
  trackUrl: smsTrackUrl('https://shop.scentia-perfumes-nigeria.example.com', 'ORD9999999999'),
  deliveryEstimate: '5-7 business days',
  refund: 999_999_999.99,
}
const KINDS: OrderSmsKind[] = [
  'order-confirmed',
  'transfer-received',
  'shipped',
  'delivered',
  'order-cancelled',
]

describe('order messages', () => {
  it.each([
    [
      'order-confirmed',
      'Scentia: order ORD0123456789 is confirmed. Total NGN 45,000. Delivery in 5-7 business days. Track: https://scentia.ng/track?id=ORD0123456789',
    ],
    [
      'transfer-received',
      'Scentia: we received your transfer of NGN 45,000 for order ORD0123456789. We are preparing it now. Track: https://scentia.ng/track?id=ORD0123456789',
    ],
    [
      'shipped',
      'Scentia: order ORD0123456789 has shipped. Tracking no. GIG-123456. Track: https://scentia.ng/track?id=ORD0123456789',
    ],
    [
      'delivered',
      'Scentia: order ORD0123456789 has been delivered. Thank you for shopping with us!',
    ],
    [
      'order-cancelled',
      'Scentia: order ORD0123456789 is cancelled. Your refund of NGN 45,000 is on its way. Details: https://scentia.ng/track?id=ORD0123456789',
    ],
  ] as const)('%s reads', (kind, text) => {
    expect(orderSms(kind, typical)).toBe(text)
  })

  it('says nothing is owed when an unpaid order is cancelled', () => {
    expect(orderSms('order-cancelled', { ...typical, refund: undefined })).toBe(
      'Scentia: order ORD0123456789 is cancelled. Nothing is owed. Details: https://scentia.ng/track?id=ORD0123456789',
    )
  })

  it("promises the order's own window", () => {
    expect(orderSms('order-confirmed', { ...typical, deliveryEstimate: '2-4 business days' })).toBe(
      'Scentia: order ORD0123456789 is confirmed. Total NGN 45,000. Delivery in 2-4 business days. Track: https://scentia.ng/track?id=ORD0123456789',
    )
  })

  it.each(KINDS)('%s fits one GSM-7 segment with typical inputs', (kind) => {
    expect(countSmsSegments(orderSms(kind, typical))).toMatchObject({
      encoding: 'gsm7',
      segments: 1,
    })
  })

  it.each(KINDS)('%s never exceeds two GSM-7 segments with the longest inputs', (kind) => {
    const { encoding, segments } = countSmsSegments(orderSms(kind, longest))
    expect(encoding).toBe('gsm7')
    expect(segments).toBeLessThanOrEqual(2)
  })
})

describe('owner message', () => {
  it('names the order, its total, its size and where it goes', () => {
    const text = ownerNewOrderSms({
      orderId: 'ORD0123456789',
      total: 45_000,
      itemCount: 3,
      state: 'Lagos',
    })
    expect(text).toBe('Scentia: new paid order ORD0123456789, NGN 45,000, 3 items, to Lagos.')
    expect(countSmsSegments(text)).toMatchObject({ encoding: 'gsm7', segments: 1 })
  })

  it('says "1 item"', () => {
    expect(ownerNewOrderSms({ orderId: 'ORD1', total: 5, itemCount: 1, state: 'Kano' })).toContain(
      '1 item,',
    )
  })
})

describe('review request message', () => {
  it('names the order and links its reviews, in one GSM-7 segment', () => {
    const text = reviewRequestSms({
      orderId: 'ORD0123456789',
      reviewUrl: 'https://scentia.ng/shop/product/oud-royale#reviews',
    })
    expect(text).toBe(
      'Scentia: how is your order ORD0123456789 wearing? Tell other shoppers how long it lasts: https://scentia.ng/shop/product/oud-royale#reviews',
    )
    expect(countSmsSegments(text)).toMatchObject({ encoding: 'gsm7', segments: 1 })
  })

  it('never exceeds two GSM-7 segments with a long address and slug', () => {
    const reviewUrl = `https://shop.scentia-perfumes-nigeria.example.com/shop/product/${'x'.repeat(80)}#reviews`
    const { encoding, segments } = countSmsSegments(
      reviewRequestSms({ orderId: 'ORD9999999999', reviewUrl }),
    )
    expect(encoding).toBe('gsm7')
    expect(segments).toBeLessThanOrEqual(2)
  })
})

describe('formatSmsAmount', () => {
  it.each([
    [0, 'NGN 0'],
    [999, 'NGN 999'],
    [1_000, 'NGN 1,000'],
    [45_000, 'NGN 45,000'],
    [1_234_567.5, 'NGN 1,234,567.50'],
    [100.05, 'NGN 100.05'],
  ])('%d is %s, with no naira sign', (naira, text) => {
    expect(formatSmsAmount(naira)).toBe(text)
  })
})

describe('owner low-stock message', () => {
  it.each([
    [
      { name: 'Adaeze Noir', left: 3, productUrl: 'https://scentia.ng/admin/products/7' },
      'Scentia: low stock. Adaeze Noir is down to 3 left. Restock: https://scentia.ng/admin/products/7',
    ],
    [
      {
        name: 'Adaeze Noir',
        size: '2 ml sample',
        left: 0,
        productUrl: 'https://scentia.ng/admin/products/7',
      },
      'Scentia: low stock. Adaeze Noir (2 ml sample) is sold out. Restock: https://scentia.ng/admin/products/7',
    ],
  ])('%j', (facts, text) => {
    expect(ownerLowStockSms(facts)).toBe(text)
    expect(countSmsSegments(text)).toMatchObject({ encoding: 'gsm7', segments: 1 })
  })
})

describe('pickup messages (decision 046)', () => {
  const pickup = { ...typical, pickup: true, pickupCode: 'KTM3PX' }
  it.each<[OrderSmsKind, string]>([
    ['order-confirmed', 'Pickup code KTM 3PX at 14 Admiralty Way, Lekki Phase 1.'],
    ['shipped', 'is ready for pickup at 14 Admiralty Way, Lekki Phase 1.'],
    ['delivered', 'was collected at our showroom.'],
  ])('%s speaks of the counter, never the courier', (kind, words) => {
    const text = orderSms(kind, pickup)
    expect(text).toContain(words)
    expect(text).not.toMatch(/shipped|Tracking|Delivery in/)
  })

  it.each(KINDS)('%s stays GSM-7 within two segments with the longest inputs', (kind) => {
    const { encoding, segments } = countSmsSegments(
      orderSms(kind, { ...longest, pickup: true, pickupCode: 'KTM3PX' }),
    )
    expect(encoding).toBe('gsm7')
    expect(segments).toBeLessThanOrEqual(2)
  })
})
