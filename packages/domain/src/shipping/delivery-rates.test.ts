import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DELIVERY_RATES,
  STATE_DISTANCES_KM,
  defaultStateRate,
  deliveryDaysFor,
  deliveryQuote,
  deliveryRatesAuditFields,
  otherStatesLine,
  type DeliveryQuote,
  type DeliveryQuoteInput,
  type DeliveryRates,
} from './delivery-rates'
import { deliveryRatesSchema } from './delivery-rates-schema'

const rates: DeliveryRates = {
  states: [
    { state: 'FCT', fee: 8_500, min_days: 3, max_days: 5 },
    { state: 'Kano', fee: 12_000, min_days: 5, max_days: 7 },
    { state: 'Zamfara', fee: 0, min_days: 6, max_days: 9 },
  ],
  lga_overrides: [{ state: 'FCT', lga: 'Kuje', fee: 10_000, min_days: 4, max_days: 6 }],
  free_delivery_from: null,
}
const withThreshold: DeliveryRates = { ...rates, free_delivery_from: 150_000 }

const quote = (
  rest: Omit<DeliveryQuoteInput, 'rates' | 'orderTotal'> & { orderTotal?: number },
  table = rates,
) => deliveryQuote({ orderTotal: 20_000, ...rest, rates: table })

describe('deliveryQuote (docs/product.md §13, decision 040)', () => {
  it.each<[string, Parameters<typeof quote>, Omit<DeliveryQuote, 'min_days' | 'max_days'>]>([
    [
      'a state at its row',
      [{ state: 'FCT', lga: 'Abuja Municipal', ward: 'Garki' }],
      { fee: 8_500, label: '₦8,500', estimate: '3-5 business days', source: 'state' },
    ],
    [
      'a state named in other case and spacing',
      [{ state: ' fct ', lga: 'Gwagwalada' }],
      { fee: 8_500, label: '₦8,500', estimate: '3-5 business days', source: 'state' },
    ],
    [
      'an LGA override wins over its state',
      [{ state: 'FCT', lga: 'kuje', ward: 'Rubochi' }],
      { fee: 10_000, label: '₦10,000', estimate: '4-6 business days', source: 'lga' },
    ],
    [
      "an LGA of the same name in another state is not the override's",
      [{ state: 'Kano', lga: 'Kuje' }],
      { fee: 12_000, label: '₦12,000', estimate: '5-7 business days', source: 'state' },
    ],
    [
      'a state the owner left at 0 keeps the Pay on Delivery label',
      [{ state: 'Zamfara', lga: 'Gusau' }],
      { fee: 0, label: 'Pay on Delivery', estimate: '6-9 business days', source: 'state' },
    ],
    [
      'a state the table does not list: Pay on Delivery, 5-7 days',
      [{ state: 'Wakanda', lga: 'Birnin' }],
      { fee: 0, label: 'Pay on Delivery', estimate: '5-7 business days', source: 'unlisted' },
    ],
    [
      'no discount outside Lagos: the flat fee at ₦100,000',
      [{ state: 'Kano', orderTotal: 100_000 }],
      { fee: 12_000, label: '₦12,000', estimate: '5-7 business days', source: 'state' },
    ],
    [
      'Lagos keeps its ward table and discount (Festac II, §S9)',
      [{ state: 'Lagos', lga: 'Amuwo Odofin', ward: 'Festac II', lagosBaseFee: 6_752 }],
      { fee: 6_800, label: '₦6,800', estimate: '2-4 business days', source: 'lagos-ward' },
    ],
    [
      'Lagos at ₦100,000 (Anifowoshe/Ikeja, §S9)',
      [{ state: 'lagos', ward: 'Anifowoshe/Ikeja', lagosBaseFee: 8_000, orderTotal: 100_000 }],
      { fee: 6_400, label: '₦6,400', estimate: '2-4 business days', source: 'lagos-ward' },
    ],
    [
      'a Lagos ward its table does not know',
      [{ state: 'Lagos', lga: 'Ikeja', ward: 'Atlantis' }],
      { fee: 0, label: 'Pay on Delivery', estimate: '2-4 business days', source: 'lagos-ward' },
    ],
    [
      'the LGA override is ignored for Lagos, whose wards price it',
      [{ state: 'Lagos', lga: 'Kuje', ward: 'X', lagosBaseFee: 3_000 }],
      { fee: 3_000, label: '₦3,000', estimate: '2-4 business days', source: 'lagos-ward' },
    ],
    [
      'below the threshold the fee stands',
      [{ state: 'FCT', orderTotal: 149_999 }, withThreshold],
      { fee: 8_500, label: '₦8,500', estimate: '3-5 business days', source: 'state' },
    ],
    [
      'at the threshold delivery is free, the window kept',
      [{ state: 'FCT', lga: 'Kuje', orderTotal: 150_000 }, withThreshold],
      { fee: 0, label: 'Free', estimate: '4-6 business days', source: 'threshold' },
    ],
    [
      'the threshold frees Lagos too',
      [
        { state: 'Lagos', ward: 'Festac II', lagosBaseFee: 6_752, orderTotal: 150_000 },
        withThreshold,
      ],
      { fee: 0, label: 'Free', estimate: '2-4 business days', source: 'threshold' },
    ],
    [
      'the threshold frees an unlisted state, labelled Free rather than Pay on Delivery',
      [{ state: 'Wakanda', orderTotal: 200_000 }, withThreshold],
      { fee: 0, label: 'Free', estimate: '5-7 business days', source: 'threshold' },
    ],
  ])('%s', (_case, args, expected) => {
    expect(quote(...args)).toMatchObject(expected)
  })

  it('refuses a negative or non-finite total', () => {
    expect(() => quote({ state: 'FCT', orderTotal: -1 })).toThrow(RangeError)
    expect(() => quote({ state: 'FCT', orderTotal: Number.NaN })).toThrow(RangeError)
  })
})

describe('the default table (by distance from Lagos)', () => {
  it.each([
    ['Ogun', 52, 4_500, 2, 4],
    ['Oyo', 164, 5_500, 2, 4],
    ['Edo', 288, 6_500, 3, 5],
    ['FCT', 494, 8_500, 3, 5],
    ['Rivers', 438, 8_000, 3, 5],
    ['Kano', 819, 12_000, 5, 7],
    ['Borno', 1_218, 12_000, 6, 8],
  ])('%s, %i km: ₦%i, %i-%i business days', (state, km, fee, min, max) => {
    expect(STATE_DISTANCES_KM[state]).toBe(km)
    expect(defaultStateRate(state, km)).toEqual({ state, fee, min_days: min, max_days: max })
  })

  it('prices every state but Lagos, and passes its own schema', () => {
    expect(DEFAULT_DELIVERY_RATES.states).toHaveLength(36)
    expect(DEFAULT_DELIVERY_RATES.states.some((row) => row.state === 'Lagos')).toBe(false)
    expect(deliveryRatesSchema.parse(DEFAULT_DELIVERY_RATES)).toEqual(DEFAULT_DELIVERY_RATES)
  })

  it('never falls below the nearest or above the cap, and grows with distance', () => {
    const sorted = [...DEFAULT_DELIVERY_RATES.states].sort(
      (a, b) => (STATE_DISTANCES_KM[a.state] ?? 0) - (STATE_DISTANCES_KM[b.state] ?? 0),
    )
    for (let index = 1; index < sorted.length; index += 1) {
      const [before, after] = [sorted[index - 1], sorted[index]]
      expect(after?.fee).toBeGreaterThanOrEqual(before?.fee ?? 0)
      expect(after?.min_days).toBeGreaterThanOrEqual(before?.min_days ?? 0)
    }
    expect(Math.max(...sorted.map((row) => row.fee))).toBe(12_000)
  })
})

describe('deliveryRatesSchema', () => {
  const issues = (table: unknown) =>
    deliveryRatesSchema.safeParse(table).error?.issues.map((issue) => issue.message) ?? []

  it.each<[string, unknown, string]>([
    [
      'Lagos in the state rows',
      { ...rates, states: [{ state: 'Lagos', fee: 1, min_days: 1, max_days: 2 }] },
      'Lagos is priced by ward in its own table',
    ],
    [
      'a state twice',
      { ...rates, states: [...rates.states, { state: 'fct', fee: 1, min_days: 1, max_days: 2 }] },
      'fct is listed twice',
    ],
    [
      'an LGA twice',
      { ...rates, lga_overrides: [...rates.lga_overrides, { ...rates.lga_overrides[0] }] },
      'Kuje is listed twice',
    ],
    [
      'a window ending before it starts',
      { ...rates, states: [{ state: 'Oyo', fee: 1, min_days: 5, max_days: 3 }] },
      'The last day of a window cannot come before its first',
    ],
    [
      'a fractional fee',
      { ...rates, states: [{ state: 'Oyo', fee: 10.5, min_days: 1, max_days: 3 }] },
      'Enter the fee in whole naira',
    ],
    [
      'a negative fee',
      { ...rates, states: [{ state: 'Oyo', fee: -1, min_days: 1, max_days: 3 }] },
      'A fee cannot be below ₦0',
    ],
    [
      'a zero threshold',
      { ...rates, free_delivery_from: 0 },
      'The free-delivery threshold must be above ₦0',
    ],
  ])('refuses %s', (_case, table, message) => {
    expect(issues(table)).toContain(message)
  })

  it('accepts a state at 0 and no threshold', () => {
    expect(issues(rates)).toEqual([])
  })
})

describe('otherStatesLine', () => {
  it('gives the range of fees and windows', () => {
    expect(otherStatesLine(rates)).toBe(
      'Other states: Pay on Delivery to ₦12,000 by state, 3-9 business days',
    )
    expect(otherStatesLine(DEFAULT_DELIVERY_RATES)).toBe(
      'Other states: ₦4,500 to ₦12,000 by state, 2-8 business days',
    )
  })

  it('with no rows keeps the spec line', () => {
    expect(otherStatesLine({ states: [], lga_overrides: [], free_delivery_from: null })).toBe(
      'Other states: Pay on Delivery, 5-7 business days',
    )
  })
})

describe('deliveryRatesAuditFields', () => {
  it('names each line, so a save records only what it changed', () => {
    expect(deliveryRatesAuditFields(rates)).toEqual({
      FCT: '₦8,500, 3-5 business days',
      Kano: '₦12,000, 5-7 business days',
      Zamfara: '₦0, 6-9 business days',
      'FCT / Kuje': '₦10,000, 4-6 business days',
      free_delivery_from: null,
    })
  })
})

describe('deliveryDaysFor (the window an order keeps)', () => {
  it.each([
    ['Lagos', 'Ikeja', { min_days: 2, max_days: 4 }],
    ['FCT', 'Garki', { min_days: 3, max_days: 5 }],
    ['FCT', 'Kuje', { min_days: 4, max_days: 6 }],
    ['Wakanda', 'Birnin', { min_days: 5, max_days: 7 }],
  ])('%s / %s → %j', (state, lga, days) => {
    expect(deliveryDaysFor(rates, state, lga)).toEqual(days)
  })
})
