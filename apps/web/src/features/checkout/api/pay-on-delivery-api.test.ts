import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildOrder, buildProduct } from '../../../test/factories'
import { placePodOrder } from './pay-on-delivery-api'

const fetchMock = vi.fn<typeof fetch>()

const shipping = {
  full_name: 'Ada Obi',
  email: 'ada@example.ng',
  phone_number: '0803 123 4567',
  street_address: '12 Allen Avenue',
  city: 'Anifowoshe/Ikeja, Ikeja',
  state: 'Lagos',
  lga: 'Ikeja',
  ward: 'Anifowoshe/Ikeja',
}

const items = [{ ...buildProduct({ id: 7, name: 'Oud Noir', price: 45_000 }), quantity: 2 }]

beforeEach(() => {
  fetchMock.mockReset()
  fetchMock.mockResolvedValue(
    new Response(
      JSON.stringify({
        success: true,
        message: 'Order placed successfully!',
        order_id: 'ORD0000000001',
        payment_status: 'pending',
        order: buildOrder({ order_id: 'ORD0000000001', payment_status: 'pending' }),
      }),
      {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      },
    ),
  )
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

async function sentBody(): Promise<Record<string, unknown>> {
  const [url, init] = fetchMock.mock.calls[0]!
  expect(url).toBe('/api/payments/pay-on-delivery')
  expect(init?.method).toBe('POST')
  const body = init?.body
  if (typeof body !== 'string') throw new Error('the request has no JSON body')
  return JSON.parse(body) as Record<string, unknown>
}

describe('placePodOrder (POST /api/payments/pay-on-delivery)', () => {
  it('sends the cart lines and the address, without a promo code when none is applied', async () => {
    await placePodOrder(items, shipping)
    expect(await sentBody()).toEqual({ cart_items: [{ id: 7, quantity: 2 }], shipping })
  })

  it('places the order with the applied promo code, which the server prices again', async () => {
    await placePodOrder(items, shipping, 'WELCOME10')
    expect(await sentBody()).toMatchObject({ promo_code: 'WELCOME10' })
  })

  it('sends a sample size as size_id, so the order is priced and stocked for that size', async () => {
    await placePodOrder([{ ...items[0]!, quantity: 1, sizeId: 3 }], shipping)
    expect(await sentBody()).toMatchObject({ cart_items: [{ id: 7, quantity: 1, size_id: 3 }] })
  })
})
