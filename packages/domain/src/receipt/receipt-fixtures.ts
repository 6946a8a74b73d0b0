import type { buildReceipt } from './receipt'

/**
 * A paid card order as the receipt reads it: the domain's receipt tests and the web's receipt page
 * test build their receipt from this one order, and the API's mail test itemises its confirmation
 * mail, so all three check the same figures.
 */
export const PAID_CARD_ORDER = {
  order_id: 'ORD1234567890',
  created_at: '2026-11-20T10:00:00.000Z',
  cart_items: [
    { id: 1, name: 'Rose Oud', image: '', quantity: 2, price: 30_000, size: '100 ml' },
    { id: 2, name: 'Vetiver Noir', image: '', quantity: 1, price: 4_500, size: '2 ml sample' },
  ],
  // 64,500 of goods − 4,500 sample credit − 6,000 discount + 5,500 delivery
  total_amount: 59_500,
  shipping_fee: 5_500,
  sample_credit: 4_500,
  promo_code: 'WELCOME10',
  discount: 6_000,
  full_name: 'Adaeze Okafor',
  email: 'adaeze@example.com',
  phone_number: '+2348031234567',
  shipping_address: '12 Allen Avenue',
  city: 'Anifowoshe/Ikeja, Ikeja',
  state: 'Lagos',
  payment_method: 'CARD',
  transaction_reference: 'SCN_abc123',
} satisfies Parameters<typeof buildReceipt>[0]
