import { randomBytes, randomInt } from 'node:crypto'
import type { OrderStatus } from '@scentia/domain/orders/status'
import type { OrderPaymentStatus } from '@scentia/domain/payment/payment-status'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll } from 'vitest'
import type { Db } from '../../db/client.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { insertOrder } from '../orders/orders.repository.js'
import { createOwner, createShopper, type Shopper } from '../payments/payments-test-kit.js'

/** Test helpers for the console; imported by *.test.ts files only. */

export { createOwner } from '../../test/factories.js'

export type InjectMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/** A call to the API as the owner, with a JSON body when one is given. */
export function ownerCall(
  app: FastifyInstance,
  owner: Pick<Shopper, 'headers'>,
  method: InjectMethod,
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) })
}

/** What a console test file works with: its app, an owner, a customer, and calls as the owner. */
export class OwnerConsole {
  t!: TestApp
  owner!: Shopper
  customer!: Shopper
  readonly asOwner = (method: InjectMethod, url: string, payload?: object) =>
    ownerCall(this.t.app, this.owner, method, url, payload)
  /** An order of the customer's, written straight to the tables (see insertTestOrder). */
  readonly customerOrder = (
    product: Parameters<typeof insertTestOrder>[2],
    options?: Parameters<typeof insertTestOrder>[3],
  ) => insertTestOrder(this.t.database.db, this.customer, product, options)
}

/**
 * The app, an owner and a customer, made before a console test file's tests and closed after, so
 * each file states only its own stock and calls. `build` makes the app, for a file that needs a
 * fake service or a clock of its own.
 */
export function useOwnerConsole(
  build: () => Promise<TestApp> = () => buildTestApp(),
): OwnerConsole {
  const kit = new OwnerConsole()
  beforeAll(async () => {
    kit.t = await build()
    kit.owner = await createOwner(kit.t.app)
    kit.customer = await createShopper(kit.t.app, 'Bisi Adeyemi')
  })
  afterAll(() => kit.t.close())
  return kit
}

/**
 * An order written straight to the tables in any status (the payments module's tests cover how
 * orders are really made), with its first status event.
 */
export async function insertTestOrder(
  db: Db,
  customer: Pick<Shopper, 'userId' | 'email' | 'fullName'>,
  product: { id: number; name: string; price: number },
  options: {
    status?: OrderStatus
    paymentStatus?: OrderPaymentStatus
    trackingNumber?: string | null
    createdAt?: Date
  } = {},
): Promise<string> {
  const at = options.createdAt ?? new Date()
  const stored = await insertOrder(
    db,
    {
      userId: customer.userId,
      status: options.status ?? 'pending',
      trackingNumber: options.trackingNumber ?? null,
      totalAmount: product.price * 2 + 3_000,
      shippingFee: 3_000,
      shippingAddress: '12 Allen Avenue',
      city: 'Anifowoshe/Ikeja, Ikeja',
      state: 'Lagos',
      lga: 'Ikeja',
      ward: 'Anifowoshe/Ikeja',
      fullName: customer.fullName,
      phoneNumber: '+2348031234567',
      email: customer.email,
      paymentStatus: options.paymentStatus ?? 'paid',
      paymentMethod: 'CARD',
      transactionReference: `TEST-${randomBytes(8).toString('hex')}`,
      createdAt: at,
      estimatedDelivery: new Date(at.getTime() + 5 * 86_400_000),
    },
    [
      {
        productId: product.id,
        name: product.name,
        image: '/x.svg',
        price: product.price,
        quantity: 2,
      },
    ],
    { rng: () => randomInt(0, 2 ** 47) / 2 ** 47, actorUserId: null, at },
  )
  return stored.row.orderId
}

/** A real PNG of one colour, which the upload's re-encoding can decode. */
export function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b08d4a' } })
    .png()
    .toBuffer()
}

/**
 * A JPEG as a phone writes it: the camera in EXIF, and where it was taken in GPS; with an
 * `orientation`, stored sideways and turned by its EXIF tag (6 is a quarter turn clockwise).
 */
export function jpegWithGps(
  width: number,
  height: number,
  { orientation }: { orientation?: number } = {},
): Promise<Buffer> {
  const jpeg = sharp({ create: { width, height, channels: 3, background: '#a0522d' } }).jpeg()
  return (orientation === undefined ? jpeg : jpeg.withMetadata({ orientation }))
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Lagos 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 5678/100',
      },
    })
    .toBuffer()
}

/** A PNG's first bytes at a size (the checks read only the header; the rest is padding). */
export function png(width: number, height: number, length = 256): Buffer {
  const bytes = Buffer.alloc(length)
  Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]).copy(bytes)
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  return bytes
}

/** A valid new product for the console's create and edit calls. */
export const NEW_PRODUCT = {
  name: 'Harmattan Amber',
  brand: 'Scentia Atelier',
  description: 'Dry amber and warm dust, for the season of cool mornings.',
  price: 38_500,
  stock: 7,
  gender: 'unisex',
  size: '50ml',
  type: 'Oriental',
  intensity: 'Strong',
  notes: { top: ['Pink pepper'], heart: ['Amber'], base: ['Vanilla', 'Labdanum'] },
  best_seller: false,
  gift_set: false,
  travel_size: false,
}
