import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isPublicTrackingView,
  maskName,
  maskPhone,
  toPublicTrackingView,
  type Order,
} from './order'

const order: Order = {
  order_id: 'ORD4829105736',
  id: 7,
  status: 'shipped',
  tracking_number: 'gig-123',
  total_amount: 52_500,
  shipping_fee: 2_500,
  cart_items: [
    { id: 1, name: 'Oud Royale', image: '/api/art/1.svg', quantity: 2, price: 20_000 },
    { id: 2, name: 'Citrus Bloom', image: '/api/art/2.svg', quantity: 1, price: 10_000 },
  ],
  shipping_address: '12 Allen Avenue',
  city: 'Anifowoshe Ikeja',
  state: 'Lagos',
  full_name: 'Adaeze Okafor',
  phone_number: '+2348012345678',
  email: 'adaeze@example.com',
  created_at: '2025-03-01T10:00:00.000Z',
  estimated_delivery: '2025-03-08T10:00:00.000Z',
}

describe('maskName', () => {
  it.each([
    ['Adaeze Okafor', 'A*** O***'],
    ['  Chinedu   Emeka  Obi ', 'C*** E*** O***'],
    ['Bola', 'B***'],
    ['Ọlá Adé', 'Ọ*** A***'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, masked) => {
    expect(maskName(name)).toBe(masked)
  })

  it('keeps nothing but initials', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 4 }),
        (words) => {
          const masked = maskName(words.join(' '))
          expect(masked).toBe(words.map((w) => `${w[0]}***`).join(' '))
        },
      ),
    )
  })
})

describe('maskPhone', () => {
  it.each([
    ['+2348012345678', '*********5678'],
    ['0801 234 5678', '*******5678'],
    ['(0801) 234-5678', '*******5678'],
    ['1234567', '***4567'],
    ['123456', '******'],
    ['12', '**'],
    ['', ''],
  ])('%j → %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked)
  })

  it('reveals at most the last four digits, and only of numbers of 7 digits or more', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,15}$/), (digits) => {
        const masked = maskPhone(digits)
        expect(masked).toHaveLength(digits.length)
        const shown = masked.replace(/\*/g, '')
        expect(shown).toBe(digits.length >= 7 ? digits.slice(-4) : '')
      }),
    )
  })
})

describe('toPublicTrackingView', () => {
  it('keeps status, progress, dates, item names and quantities, city and state; masks name and phone', () => {
    expect(toPublicTrackingView(order)).toEqual({
      view: 'public',
      order_id: 'ORD4829105736',
      status: 'shipped',
      progress: { step: 3, of: 4, percent: 75 },
      created_at: '2025-03-01T10:00:00.000Z',
      estimated_delivery: '2025-03-08T10:00:00.000Z',
      // An order placed before orders kept their window: its zone's applies.
      delivery_days: null,
      cart_items: [
        { name: 'Oud Royale', quantity: 2 },
        { name: 'Citrus Bloom', quantity: 1 },
      ],
      city: 'Anifowoshe Ikeja',
      state: 'Lagos',
      full_name: 'A*** O***',
      phone_number: '*********5678',
      delivery_method: 'delivery',
      events: [],
    })
  })

  it('keeps the journey and a pickup, never the pickup code (decision 046)', () => {
    const pickup = {
      ...order,
      delivery_method: 'pickup' as const,
      pickup_code: 'KTM3PX',
      events: [{ status: 'pending' as const, at: '2025-03-01T10:00:00.000Z' }],
    }
    const view = toPublicTrackingView(pickup)
    expect(view).not.toHaveProperty('pickup_code')
    expect(view.delivery_method).toBe('pickup')
    expect(view.events).toEqual(pickup.events)
  })

  it.each(['email', 'shipping_address', 'total_amount', 'tracking_number', 'id', 'pickup_code'])(
    'leaves out %s',
    (field) => {
      expect(toPublicTrackingView(order)).not.toHaveProperty(field)
    },
  )

  it('is told apart from a full order', () => {
    expect(isPublicTrackingView(toPublicTrackingView(order))).toBe(true)
    expect(isPublicTrackingView(order)).toBe(false)
  })
})
