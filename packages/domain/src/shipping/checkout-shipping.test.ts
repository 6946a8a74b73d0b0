import { describe, expect, it } from 'vitest'
import {
  lagosFeeLine,
  DEFAULT_SHIPPING_FEE,
  SHIPPING_LOCATION_REQUIRED_MESSAGE,
  checkoutShippingFee,
  deliveryEstimate,
  deliveryFeeLabel,
  hasTestProduct,
  isDeliveryLocationComplete,
  type CheckoutShipping,
  type CheckoutShippingInput,
} from './checkout-shipping'
import { DEFAULT_DELIVERY_RATES, type DeliveryRates } from './delivery-rates'

/** A table that lists no state: every state outside Lagos is left at 'Pay on Delivery'. */
const NO_RATES: DeliveryRates = { states: [], lga_overrides: [], free_delivery_from: null }

const perfume = { name: 'Oud Royale' }
const testProduct = { name: 'Test Product' }
const festac = { state: 'Lagos', lga: 'Amuwo Odofin', ward: 'Festac II' }
const kano = { state: 'Kano', lga: 'Fagge', ward: 'Fagge A' }

describe('checkoutShippingFee (docs/product.md §S2 Checkout, §9)', () => {
  it.each<[string, Omit<CheckoutShippingInput, 'rates'>, CheckoutShipping]>([
    [
      'a Lagos ward with a fee',
      { items: [perfume], location: festac, orderTotal: 20_000, baseFee: 6_752 },
      { status: 'calculated', fee: 6_800, label: '₦6,800', estimate: '2-4 business days' },
    ],
    [
      'a Lagos ward on a ₦100,000 order',
      { items: [perfume], location: festac, orderTotal: 100_000, baseFee: 6_752 },
      { status: 'calculated', fee: 5_500, label: '₦5,500', estimate: '2-4 business days' },
    ],
    [
      'a Lagos ward the fee table does not know',
      { items: [perfume], location: { ...festac, ward: 'Nowhere' }, orderTotal: 20_000 },
      { status: 'calculated', fee: 0, label: 'Pay on Delivery', estimate: '2-4 business days' },
    ],
    [
      'a state the table does not list',
      { items: [perfume], location: kano, orderTotal: 20_000, baseFee: null },
      { status: 'calculated', fee: 0, label: 'Pay on Delivery', estimate: '5-7 business days' },
    ],
    [
      "a cart holding 'test product' in Lagos",
      { items: [perfume, testProduct], location: festac, orderTotal: 20_000, baseFee: 6_752 },
      { status: 'free', fee: 0, label: 'Free', estimate: '2-4 business days' },
    ],
    [
      "a cart holding 'test product' with no location yet",
      { items: [{ name: 'TEST PRODUCT' }] },
      { status: 'free', fee: 0, label: 'Free', estimate: '5-7 business days' },
    ],
    [
      'no location yet',
      { items: [perfume], orderTotal: 20_000 },
      {
        status: 'location-required',
        fee: 2_500,
        label: '₦2,500',
        estimate: '5-7 business days',
        message: 'Location and total price are required to calculate shipping.',
      },
    ],
    [
      'a state but no ward',
      {
        items: [perfume],
        location: { state: 'Lagos', lga: 'Ikeja', ward: '  ' },
        orderTotal: 20_000,
      },
      {
        status: 'location-required',
        fee: 2_500,
        label: '₦2,500',
        estimate: '2-4 business days',
        message: 'Location and total price are required to calculate shipping.',
      },
    ],
    [
      'no total',
      { items: [perfume], location: festac, orderTotal: null, baseFee: 6_752 },
      {
        status: 'location-required',
        fee: 2_500,
        label: '₦2,500',
        estimate: '2-4 business days',
        message: 'Location and total price are required to calculate shipping.',
      },
    ],
  ])('%s', (_case, input, expected) => {
    expect(checkoutShippingFee({ ...input, rates: NO_RATES })).toEqual(expected)
  })

  it.each<[string, Omit<CheckoutShippingInput, 'items' | 'rates'>, CheckoutShipping]>([
    [
      'Kano from the default table',
      { location: kano, orderTotal: 20_000 },
      { status: 'calculated', fee: 12_000, label: '₦12,000', estimate: '5-7 business days' },
    ],
    [
      'Ogun from the default table',
      { location: { state: 'Ogun', lga: 'Abeokuta South', ward: 'Ake I' }, orderTotal: 20_000 },
      { status: 'calculated', fee: 4_500, label: '₦4,500', estimate: '2-4 business days' },
    ],
    [
      'FCT with no ward yet: the provisional fee, with the window of the state',
      { location: { state: 'FCT', lga: 'Abuja Municipal', ward: '' }, orderTotal: 20_000 },
      {
        status: 'location-required',
        fee: 2_500,
        label: '₦2,500',
        estimate: '3-5 business days',
        message: 'Location and total price are required to calculate shipping.',
      },
    ],
  ])('%s', (_case, input, expected) => {
    expect(
      checkoutShippingFee({ ...input, items: [perfume], rates: DEFAULT_DELIVERY_RATES }),
    ).toEqual(expected)
  })

  it('holds the spec constants', () => {
    expect(DEFAULT_SHIPPING_FEE).toBe(2_500)
    expect(SHIPPING_LOCATION_REQUIRED_MESSAGE).toBe(
      'Location and total price are required to calculate shipping.',
    )
  })
})

describe('hasTestProduct', () => {
  it.each([
    [[{ name: 'test product' }], true],
    [[perfume, { name: 'Test Product' }], true],
    [[{ name: '  TEST PRODUCT ' }], true],
    [[{ name: 'Test Products' }], false],
    [[{ name: 'test' }], false],
    [[perfume], false],
    [[], false],
  ])('%j → %s', (items, expected) => {
    expect(hasTestProduct(items)).toBe(expected)
  })
})

describe('deliveryEstimate', () => {
  it.each([
    ['Lagos', '2-4 business days'],
    ['lagos', '2-4 business days'],
    ['Ogun', '5-7 business days'],
    [undefined, '5-7 business days'],
  ])('%s with no table → %s', (state, estimate) => {
    expect(deliveryEstimate(state)).toBe(estimate)
  })

  it.each([
    ['Lagos', '2-4 business days'],
    ['Ogun', '2-4 business days'],
    ['FCT', '3-5 business days'],
    ['Borno', '6-8 business days'],
    ['Wakanda', '5-7 business days'],
  ])('%s with the default table → %s', (state, estimate) => {
    expect(deliveryEstimate(state, DEFAULT_DELIVERY_RATES)).toBe(estimate)
  })
})

describe('deliveryFeeLabel', () => {
  it.each([
    [0, 'Pay on Delivery'],
    [100, '₦100'],
    [8_000, '₦8,000'],
  ])('₦%i → %s', (fee, label) => {
    expect(deliveryFeeLabel(fee)).toBe(label)
  })
})

describe('isDeliveryLocationComplete', () => {
  it.each([
    [festac, true],
    [{ state: 'Lagos', lga: 'Ikeja' }, false],
    [{ state: 'Lagos', lga: '', ward: 'Festac II' }, false],
    [{ state: ' ', lga: 'Ikeja', ward: 'Onigbongbon' }, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (location, expected) => {
    expect(isDeliveryLocationComplete(location)).toBe(expected)
  })
})

describe('lagosFeeLine', () => {
  it.each([
    [20_000, 'Lagos: ₦3,000 to ₦8,000 by ward, 2-4 business days'],
    [50_000, 'Lagos: ₦2,700 to ₦7,200 by ward, 2-4 business days'],
    [150_000, 'Lagos: ₦2,400 to ₦6,400 by ward, 2-4 business days'],
  ])('for ₦%i: %s', (subtotal, line) => {
    expect(lagosFeeLine(subtotal)).toBe(line)
  })
})
