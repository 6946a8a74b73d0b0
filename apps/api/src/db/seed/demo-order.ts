import { cartSubtotal } from '@scentia/domain/cart/cart'
import { nairaToKobo } from '@scentia/domain/money/format'
import { DEMO_ORDER_ID, DEMO_TRACKING_NUMBER } from '@scentia/domain/orders/demo-order'
import { eq, inArray, sql } from 'drizzle-orm'
import { findAccountByEmail } from '../../modules/auth/index.js'
import { createShippingService } from '../../modules/shipping/index.js'
import type { Db } from '../client.js'
import { orderItems, orders, orderStatusEvents, payments, products } from '../schema/index.js'
import { DEMO_CUSTOMER } from './demo-customer.js'

const DAY_MS = 24 * 60 * 60 * 1000

/** What the demo customer bought: two catalogue slugs and quantities. */
const DEMO_LINES = [
  { productId: 'rose-of-ikoyi-100ml', quantity: 1 },
  { productId: 'jasmine-after-dark-100ml', quantity: 2 },
] as const

/**
 * The demo order (docs/product.md §3): a shipped order of the demo customer, with a tracking number and
 * its history, under the fixed id the track page suggests (DEMO_ORDER_ID). Runs after the demo
 * customer's step and skips when that customer is absent (an owner removed it) or the order
 * exists. Stock is not decremented: the demo order is a picture of a past sale, not a sale.
 */
export async function seedDemoOrder(db: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderId, DEMO_ORDER_ID))
    .limit(1)
  if (existing) return
  const customer = await findAccountByEmail(db, DEMO_CUSTOMER.email)
  if (!customer) return

  const slugs = DEMO_LINES.map((line) => line.productId)
  const found = await db
    .select({
      id: products.id,
      productId: products.productId,
      name: products.name,
      price: products.price,
      imageId: products.imageId,
    })
    .from(products)
    .where(inArray(products.productId, slugs))
  const lines = DEMO_LINES.flatMap((line) => {
    const product = found.find((row) => row.productId === line.productId)
    return product ? [{ ...product, quantity: line.quantity }] : []
  })
  // A shop whose owner replaced the catalogue has no demo products: no demo order either.
  if (lines.length === 0) return

  const { streetAddress, state, lga, ward } = DEMO_CUSTOMER.address
  const subtotal = cartSubtotal(lines)
  // Priced like any order: the shipping service's fee for the demo address.
  const quote = await createShippingService({ db }).quote({
    location: { state, lga, ward },
    subtotal,
    itemNames: lines.map((line) => line.name),
  })
  const shippingFee = quote.status === 'location-required' ? 0 : quote.fee
  const total = subtotal + shippingFee
  const placedAt = new Date(now.getTime() - 3 * DAY_MS)
  const reference = `SCN-DEMO-${DEMO_ORDER_ID}`
  const snapshotLines = lines.map((line) => ({
    id: line.id,
    name: line.name,
    image: `/api/products/art/${encodeURIComponent(line.imageId)}.svg`,
    price: line.price,
    quantity: line.quantity,
  }))
  const city = `${ward}, ${lga}`

  await db.transaction(async (tx) => {
    // Several processes may start at once on one PostgreSQL: one seeds, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:demo-order'))`)
    const [again] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderId, DEMO_ORDER_ID))
      .limit(1)
    if (again) return
    await tx.insert(orders).values({
      orderId: DEMO_ORDER_ID,
      userId: customer.id,
      status: 'shipped',
      trackingNumber: DEMO_TRACKING_NUMBER,
      totalAmount: total,
      shippingFee,
      shippingAddress: streetAddress,
      city,
      state,
      lga,
      ward,
      fullName: DEMO_CUSTOMER.fullName,
      phoneNumber: DEMO_CUSTOMER.phoneNumber,
      email: DEMO_CUSTOMER.email,
      paymentStatus: 'paid',
      paymentMethod: 'CARD',
      transactionReference: reference,
      createdAt: placedAt,
      estimatedDelivery: new Date(placedAt.getTime() + 7 * DAY_MS),
      updatedAt: new Date(placedAt.getTime() + 2 * DAY_MS),
    })
    await tx.insert(orderItems).values(
      snapshotLines.map((line) => ({
        orderId: DEMO_ORDER_ID,
        productId: line.id,
        name: line.name,
        image: line.image,
        price: line.price,
        quantity: line.quantity,
      })),
    )
    await tx.insert(orderStatusEvents).values([
      { orderId: DEMO_ORDER_ID, fromStatus: null, toStatus: 'pending', at: placedAt },
      {
        orderId: DEMO_ORDER_ID,
        fromStatus: 'pending',
        toStatus: 'processing',
        at: new Date(placedAt.getTime() + DAY_MS),
      },
      {
        orderId: DEMO_ORDER_ID,
        fromStatus: 'processing',
        toStatus: 'shipped',
        trackingNumber: DEMO_TRACKING_NUMBER,
        at: new Date(placedAt.getTime() + 2 * DAY_MS),
      },
    ])
    // Every order stands on a payment row, the demo's too, so support's views need no exception.
    await tx
      .insert(payments)
      .values({
        reference,
        userId: customer.id,
        amountKobo: nairaToKobo(total),
        amountNaira: total,
        subtotal,
        shippingFee,
        status: 'success',
        cartSnapshot: snapshotLines,
        shippingSnapshot: {
          full_name: DEMO_CUSTOMER.fullName,
          email: DEMO_CUSTOMER.email,
          phone_number: DEMO_CUSTOMER.phoneNumber,
          street_address: streetAddress,
          state,
          lga,
          ward,
          city,
        },
        paystackStatus: 'success',
        amountPaidKobo: nairaToKobo(total),
        paidCurrency: 'NGN',
        channel: 'card',
        paidAt: placedAt,
        verifiedAt: placedAt,
        orderId: DEMO_ORDER_ID,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      // If the owner deleted the demo order, its payment stays on the books: link the new one.
      .onConflictDoUpdate({ target: payments.reference, set: { orderId: DEMO_ORDER_ID } })
  })
}
