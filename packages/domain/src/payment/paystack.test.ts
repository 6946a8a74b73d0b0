import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { OrderItem } from '../orders/order'
import {
  buildPaymentMetadata,
  paymentFailureTitle,
  paymentMethodFromChannel,
  readVerificationResponse,
  splitFullName,
} from './paystack'

describe('splitFullName', () => {
  it.each([
    ['Adaeze Okafor', 'Adaeze', 'Okafor'],
    ['Chinedu Emeka Obi', 'Chinedu', 'Emeka'],
    ['  Bola   Tinubu ', 'Bola', 'Tinubu'],
    ['Ngozi', 'Ngozi', ''],
    ['', '', ''],
    ['   ', '', ''],
  ])('%j → first %j, last %j', (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName })
  })

  it('takes the first two words of any name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z'-]{1,10}$/), { minLength: 2, maxLength: 5 }),
        (words) => {
          expect(splitFullName(words.join(' '))).toEqual({
            firstName: words[0],
            lastName: words[1],
          })
        },
      ),
    )
  })
})

describe('buildPaymentMetadata', () => {
  it('carries user_id, full_name, phone_number and the cart as JSON of id, name, quantity, price', () => {
    const lines: OrderItem[] = [
      { id: 1, name: 'Oud Royale', quantity: 2, price: 20_000, image: '/a.svg' },
      { id: 2, name: 'Citrus "Bloom"', quantity: 1, price: 10_000, image: '/b.svg' },
    ]
    const metadata = buildPaymentMetadata({
      user_id: 12,
      full_name: 'Adaeze Okafor',
      phone_number: '08012345678',
      cart_items: lines,
    })
    expect(metadata).toEqual({
      custom_fields: [
        { display_name: 'User ID', variable_name: 'user_id', value: '12' },
        { display_name: 'Full Name', variable_name: 'full_name', value: 'Adaeze Okafor' },
        { display_name: 'Phone Number', variable_name: 'phone_number', value: '08012345678' },
        {
          display_name: 'Cart Items',
          variable_name: 'cart_items',
          value:
            '[{"id":1,"name":"Oud Royale","quantity":2,"price":20000},' +
            '{"id":2,"name":"Citrus \\"Bloom\\"","quantity":1,"price":10000}]',
        },
      ],
    })
  })

  it.each([
    [0, '0'],
    ['u_42', 'u_42'],
  ])('user_id %j is sent as %j', (user_id, value) => {
    const [field] = buildPaymentMetadata({
      user_id,
      full_name: '',
      phone_number: '',
      cart_items: [],
    }).custom_fields
    expect(field).toEqual({ display_name: 'User ID', variable_name: 'user_id', value })
  })

  it('sends an empty cart as []', () => {
    const fields = buildPaymentMetadata({
      user_id: 1,
      full_name: 'A',
      phone_number: '1',
      cart_items: [],
    }).custom_fields
    expect(fields.find((f) => f.variable_name === 'cart_items')?.value).toBe('[]')
  })
})

describe('paymentMethodFromChannel', () => {
  it.each([
    ['card', 'CARD'],
    ['bank_transfer', 'BANK_TRANSFER'],
    [' ussd ', 'USSD'],
    ['', 'PAYSTACK'],
    ['  ', 'PAYSTACK'],
    [null, 'PAYSTACK'],
    [undefined, 'PAYSTACK'],
  ])('channel %j → %s', (channel, method) => {
    expect(paymentMethodFromChannel(channel)).toBe(method)
  })
})

describe('paymentFailureTitle', () => {
  it.each([
    [undefined, 'Payment failed'],
    [null, 'Payment failed'],
    ['', 'Payment failed'],
    ['failed', 'Payment failed'],
    ['abandoned', 'Payment abandoned'],
    ['Server Error', 'Payment Server Error'],
  ])('status %j → %j', (status, title) => {
    expect(paymentFailureTitle(status)).toBe(title)
  })
})

describe('readVerificationResponse', () => {
  const data = { status: 'success', channel: 'card', reference: 'ref_1', amount: 5_250_000 }

  it('reads status, channel, reference and amount', () => {
    expect(readVerificationResponse({ status: true, message: 'Verified', data })).toEqual({
      ok: true,
      transaction: { status: 'success', channel: 'card', reference: 'ref_1', amount: 5_250_000 },
    })
  })

  it.each([
    ['a missing channel', { ...data, channel: undefined }],
    ['an empty channel', { ...data, channel: '' }],
    ['a null channel', { ...data, channel: null }],
  ])('reads %s as no channel', (_case, payload) => {
    const reading = readVerificationResponse({ status: true, data: payload })
    expect(reading.ok && reading.transaction.channel).toBeNull()
  })

  it.each([
    ['null', null],
    ['a string', 'success'],
    ['status false', { status: false, data }],
    ['no data', { status: true }],
    ['data as a list', { status: true, data: [data] }],
    ['no transaction status', { status: true, data: { ...data, status: undefined } }],
    ['an empty reference', { status: true, data: { ...data, reference: '' } }],
    ['an amount as text', { status: true, data: { ...data, amount: '5250000' } }],
    ['a fractional amount', { status: true, data: { ...data, amount: 52.5 } }],
    ['a negative amount', { status: true, data: { ...data, amount: -1 } }],
  ])('refuses %s', (_case, body) => {
    expect(readVerificationResponse(body)).toEqual({
      ok: false,
      message: 'Invalid verification response',
    })
  })

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        expect(() => readVerificationResponse(body)).not.toThrow()
      }),
    )
  })
})
