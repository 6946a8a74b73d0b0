import { randomBytes, randomInt } from 'node:crypto'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.js'
import { productSizes, products, users } from '../db/schema/index.js'

/**
 * Shoppers, addresses and catalogue stock for API tests, shared by every module's tests so each
 * file states only what it tests. Imported by *.test.ts files and test kits only.
 */

export interface Shopper {
  userId: number
  email: string
  fullName: string
  token: string
  headers: { authorization: string }
}

/**
 * A signed-in customer, written straight to the users table: these tests are about paying, and
 * the accounts module's own tests cover signing up (argon2 per user would cost seconds here).
 */
export async function createShopper(
  app: FastifyInstance,
  fullName = 'Chiamaka Nwosu',
): Promise<Shopper> {
  const userId = randomInt(10_000_000, 2_147_483_647)
  const email = `payer-${randomBytes(4).toString('hex')}@example.ng`
  await app.database.db.insert(users).values({
    id: userId,
    fullName,
    email,
    passwordHash: 'not-a-real-hash',
    phoneNumber: '+2348031234567',
    verified: true,
  })
  const token = await app.accessTokens.sign(userId)
  return { userId, email, fullName, token, headers: { authorization: `Bearer ${token}` } }
}

/** A Lagos address the fee table knows: Anifowoshe/Ikeja, base fee ₦8,000 (docs/product.md §S9). */
export function shippingFor(shopper: Pick<Shopper, 'email' | 'fullName'>) {
  return {
    full_name: shopper.fullName,
    email: shopper.email,
    phone_number: '0803 123 4567',
    street_address: '12 Allen Avenue',
    state: 'Lagos',
    lga: 'Ikeja',
    ward: 'Anifowoshe/Ikeja',
    city: 'Anifowoshe/Ikeja, Ikeja',
  }
}

export interface CatalogueProduct {
  id: number
  name: string
  price: number
  stock: number
}

/** Products with at least `minStock` units, cheapest first, none named 'test product'. */
export async function pickProducts(
  db: Db,
  count: number,
  minStock = 5,
): Promise<CatalogueProduct[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, price: products.price, stock: products.stock })
    .from(products)
    .where(
      and(
        gte(products.stock, minStock),
        sql`${products.retiredAt} is null`,
        sql`lower(${products.name}) <> 'test product'`,
      ),
    )
    .orderBy(products.price, products.id)
    .limit(count)
  if (rows.length < count) throw new Error(`only ${rows.length} products with stock ${minStock}+`)
  return rows
}

/** A fragrance that sells a sample, the cheapest first, with both stocked for a test. */
export async function pickSample(db: Db, stock = 20) {
  const [row] = await db
    .select({
      productId: products.id,
      bottlePrice: products.price,
      sizeId: productSizes.id,
      price: productSizes.price,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(eq(productSizes.isSample, true), sql`${products.retiredAt} is null`))
    .orderBy(products.price, products.id)
    .limit(1)
  if (!row) throw new Error('the seed should sell samples')
  await setStock(db, row.productId, stock)
  await db.update(productSizes).set({ stock }).where(eq(productSizes.id, row.sizeId))
  return { ...row, price: row.price ?? 0 }
}

export async function setStock(db: Db, productId: number, stock: number): Promise<void> {
  await db.update(products).set({ stock }).where(eq(products.id, productId))
}

export async function readStock(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
  if (!row) throw new Error(`no product ${productId}`)
  return row.stock
}

/** A shopper made the owner: admin:create's grant, on an account whose mailbox chose the password (decision 008). */
export async function createOwner(
  app: FastifyInstance,
  fullName = 'Ngozi Owner',
): Promise<Shopper> {
  const owner = await createShopper(app, fullName)
  await app.database.db
    .update(users)
    .set({ role: 'admin', mailboxProvenAt: new Date() })
    .where(eq(users.id, owner.userId))
  return owner
}
