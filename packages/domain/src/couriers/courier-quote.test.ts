import { describe, expect, it } from 'vitest'
import type { CheckoutShipping } from '../shipping/checkout-shipping'
import type { DeliveryMethod } from '../shipping/pickup'
import {
  addressKey,
  cartKey,
  COURIER_QUOTE_MESSAGES,
  COURIER_QUOTE_PROBLEMS,
  courierQuoteVerdict,
  type CourierQuoteClaims,
  type CourierQuoteVerdict,
} from './courier-quote'
import { TABLE_FREE, TABLE_PAY_ON_DELIVERY, TABLE_PRICED } from './courier-fixtures'

const abuja = {
  street_address: '4 Aminu Kano Crescent',
  city: 'Wuse II',
  state: 'FCT',
  lga: 'Abuja Municipal',
  ward: 'City Centre',
}

describe('addressKey (the address a quote was made for)', () => {
  it.each<[string, Partial<typeof abuja>, boolean]>([
    ['the same address', {}, true],
    ['other case and spacing', { street_address: ' 4  aminu KANO crescent ', state: 'fct' }, true],
    ['another street', { street_address: '5 Aminu Kano Crescent' }, false],
    ['another ward', { ward: 'Garki' }, false],
    ['another LGA', { lga: 'Bwari' }, false],
    ['another state', { state: 'Lagos' }, false],
    ['another city', { city: 'Maitama' }, false],
  ])('%s → same key: %j', (_name, change, same) => {
    expect(addressKey({ ...abuja, ...change }) === addressKey(abuja)).toBe(same)
  })
})

describe('cartKey (the parcel a quote was made for)', () => {
  const cart = [
    { id: 7, quantity: 1 },
    { id: 3, size_id: 12, quantity: 2 },
  ]
  it.each<[string, { id: number; size_id?: number; quantity: number }[], boolean]>([
    ['the same lines', [...cart], true],
    ['in another order', [...cart].reverse(), true],
    [
      'a line split in two',
      [
        { id: 7, quantity: 1 },
        { id: 3, size_id: 12, quantity: 1 },
        { id: 3, size_id: 12, quantity: 1 },
      ],
      true,
    ],
    [
      'one more unit',
      [
        { id: 7, quantity: 2 },
        { id: 3, size_id: 12, quantity: 2 },
      ],
      false,
    ],
    ['a line removed', [{ id: 7, quantity: 1 }], false],
    [
      'another size of the same product',
      [
        { id: 7, quantity: 1 },
        { id: 3, quantity: 2 },
      ],
      false,
    ],
    [
      'another product',
      [
        { id: 8, quantity: 1 },
        { id: 3, size_id: 12, quantity: 2 },
      ],
      false,
    ],
  ])('%s → same key: %j', (_name, lines, same) => {
    expect(cartKey(lines) === cartKey(cart)).toBe(same)
  })
  it('does not confuse product 1 size 23 with product 12 size 3', () => {
    expect(cartKey([{ id: 1, size_id: 23, quantity: 1 }])).not.toBe(
      cartKey([{ id: 12, size_id: 3, quantity: 1 }]),
    )
  })
})

describe('courierQuoteVerdict (what a signed quote makes the order pay)', () => {
  const NOW = Date.UTC(2026, 10, 28, 12, 0, 0)
  const claims: CourierQuoteClaims = {
    fee: 7_350,
    courier: 'GIG Logistics',
    service: 'gigl_standard',
    address: 'A',
    cart: 'C',
    expiresAt: NOW + 60_000,
  }
  const order = (
    change: Partial<{
      table: CheckoutShipping
      method: DeliveryMethod
      address: string
      cart: string
      now: number
    }> = {},
  ) => ({
    table: TABLE_PRICED,
    method: 'delivery' as const,
    address: 'A',
    cart: 'C',
    now: NOW,
    ...change,
  })
  const table = (fee: number): CourierQuoteVerdict => ({
    ok: true,
    choice: { fee, source: 'table', courier: null },
  })
  const courier: CourierQuoteVerdict = {
    ok: true,
    choice: { fee: 7_350, source: 'courier', courier: 'GIG Logistics' },
  }

  it.each<
    [string, CourierQuoteClaims | null | undefined, ReturnType<typeof order>, CourierQuoteVerdict]
  >([
    ['no quote: the owner’s table, as before', undefined, order(), table(8_500)],
    ['a valid quote: exactly the signed fee', claims, order(), courier],
    ['at its very expiry: still paid at', claims, order({ now: NOW + 60_000 }), courier],
    [
      'a millisecond after: expired',
      claims,
      order({ now: NOW + 60_001 }),
      { ok: false, problem: 'expired' },
    ],
    ['a signature that did not hold', null, order(), { ok: false, problem: 'forged' }],
    ['another address', claims, order({ address: 'B' }), { ok: false, problem: 'address' }],
    ['another cart', claims, order({ cart: 'D' }), { ok: false, problem: 'cart' }],
    [
      'expired and elsewhere: expiry said first',
      claims,
      order({ now: NOW + 120_000, address: 'B' }),
      { ok: false, problem: 'expired' },
    ],
    [
      'a pickup: free, the quote does not apply',
      claims,
      order({ method: 'pickup', table: { ...TABLE_PRICED, fee: 0, label: 'Free' } }),
      table(0),
    ],
    [
      'a pickup with a forged quote: still free',
      null,
      order({ method: 'pickup', table: { ...TABLE_PRICED, fee: 0, label: 'Free' } }),
      table(0),
    ],
    ['the table now makes it free: the table wins', claims, order({ table: TABLE_FREE }), table(0)],
    [
      'the owner now says Pay on Delivery: the table wins',
      claims,
      order({ table: TABLE_PAY_ON_DELIVERY }),
      table(0),
    ],
    ['an absurd signed figure: the table', { ...claims, fee: 10_000_000 }, order(), table(8_500)],
  ])('%s', (_name, quote, facts, verdict) => {
    expect(courierQuoteVerdict(quote, facts)).toEqual(verdict)
  })

  it('has a message for the shopper for every refusal, saying what to do', () => {
    for (const problem of COURIER_QUOTE_PROBLEMS) {
      expect(COURIER_QUOTE_MESSAGES[problem]).toMatch(/go back to Shipping/)
    }
  })
})
