import type {
  AdminOrderDetail,
  AdminProduct,
  AdminStats,
} from '@scentia/domain/admin/order-console'
import { ORDER_STATUSES } from '@scentia/domain/orders/status'
import type { Address } from '@scentia/domain/account/address'
import type { AddressResponse, SessionResponse, User } from '@scentia/domain/account/user'
import type { Product } from '@scentia/domain/catalog/product'
import type { Order } from '@scentia/domain/orders/order'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import { emptyFacets, type ProductsPage } from '@scentia/domain/catalog/products-query'

// Shared builders for the web's tests (six files each wrote their own). Defaults are
// plain; a test that relies on a value (a price, a gender, a brand) passes it explicitly.

let nextProductId = 1

/** A catalogue product; ids count up per test file unless one is given. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextProductId++
  return {
    id,
    productId: `p-${String(id)}`,
    name: `Perfume ${String(id)}`,
    brand: 'Maison',
    description: 'A scent.',
    price: 20_000,
    stock: 5,
    gender: 'unisex',
    size: '100ml',
    type: 'Woody',
    intensity: 'Moderate',
    notes: { top: [], heart: [], base: [] },
    image: `/art/${String(id)}.svg`,
    imageId: String(id),
    best_seller: false,
    gift_set: false,
    travel_size: false,
    created_at: '2026-01-01T00:00:00Z',
    inWishlist: false,
    sizes: [],
    rating: null,
    ...overrides,
  }
}

/** A verified shopper without addresses, as the session stores one. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 7,
    full_name: 'Ada Obi',
    email: 'ada@example.ng',
    phone_number: '08031234567',
    profile_link: null,
    verified: true,
    addresses: [],
    ...overrides,
  }
}

/** A complete primary address in Ikeja, Lagos. */
export function buildAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    street_address: '3 Awolowo Way',
    state: 'Lagos',
    lga: 'Ikeja',
    ward: 'Anifowoshe/Ikeja',
    city: null,
    isPrimary: true,
    ...overrides,
  }
}

/** Checkout's shipping details for Ada Obi at a saved address, as the shipping step fills them. */
export function buildShippingDetails(address: Address): ShippingDetails {
  return {
    full_name: 'Ada Obi',
    email: 'ada@example.ng',
    phone_number: '08012345678',
    street_address: address.street_address,
    state: address.state,
    lga: address.lga,
    ward: address.ward,
    city: address.city ?? `${address.ward}, ${address.lga}`,
  }
}

/** Rose Oud as the cart's controls are given it: ₦25,000, two in stock. */
export function buildCartProduct(overrides: { stock?: number } = {}) {
  return {
    id: 1,
    productId: 'rose-oud',
    name: 'Rose Oud',
    price: 25_000,
    image: '/r.svg',
    stock: 2,
    ...overrides,
  }
}

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** An unsigned JWT that expires at `expiresAtMs`: the browser only reads `exp`. */
export function buildAuthToken(expiresAtMs: number): string {
  return `${base64url({ alg: 'HS256' })}.${base64url({ sub: '7', exp: Math.floor(expiresAtMs / 1000) })}.sig`
}

/** GET /api/products' answer holding `products` (docs/product.md §11); facets all zero unless given. */
export function buildProductsPage(
  products: Product[],
  overrides: Partial<ProductsPage> = {},
): ProductsPage {
  return {
    success: true,
    products,
    total: products.length,
    page: 1,
    per_page: 24,
    facets: emptyFacets(),
    ...overrides,
  }
}

/** An order as the console's order page reads it: paid by card, pending, in Lagos. */
export function buildAdminOrder(overrides: Partial<AdminOrderDetail>): AdminOrderDetail {
  return {
    order_id: 'ORD1234567890',
    status: 'pending',
    payment_status: 'paid',
    payment_method: 'CARD',
    transaction_reference: 'REF',
    tracking_number: null,
    total_amount: 20_000,
    shipping_fee: 0,
    promo_code: null,
    discount: 0,
    cart_items: [{ id: 1, name: 'Rose Oud', image: '/r.webp', quantity: 1, price: 20_000 }],
    customer: { user_id: 2, full_name: 'Ada', email: 'ada@example.ng', phone_number: '0803' },
    address: {
      street_address: '1 Road',
      city: 'Ikeja',
      ward: 'Anifowoshe/Ikeja',
      lga: 'Ikeja',
      state: 'Lagos',
    },
    created_at: '2026-11-01T10:00:00.000Z',
    estimated_delivery: '2026-11-05T10:00:00.000Z',
    history: [],
    refunds: [],
    stock_held: false,
    gift_wrap: 0,
    gift: null,
    ...overrides,
  }
}

/** An order as its owner reads it (docs/product.md §S3): pending, paid by card, in Lagos. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    order_id: 'ORD1234567890',
    id: 1,
    status: 'pending',
    total_amount: 20_000,
    shipping_fee: 0,
    cart_items: [{ id: 1, name: 'Rose Oud', image: '/r.webp', quantity: 1, price: 20_000 }],
    shipping_address: '1 Road',
    city: 'Ikeja',
    state: 'Lagos',
    full_name: 'Ada Obi',
    phone_number: '+2348031234567',
    email: 'ada@example.ng',
    created_at: '2026-11-01T10:00:00.000Z',
    estimated_delivery: '2026-11-05T10:00:00.000Z',
    payment_status: 'paid',
    payment_method: 'CARD',
    ...overrides,
  }
}

/**
 * POST /api/user/add-address (or PATCH update-address)'s whole answer for `address`, with the
 * API's words, as `addressResponseSchema` reads it (decision 042).
 */
export function buildAddressAnswer(
  address: Address,
  done: 'added' | 'updated' = 'added',
): AddressResponse {
  return { success: true, message: `Address ${done} successfully`, address }
}

/** POST /api/login's (and /api/verify's) whole answer: a session for `user` (decision 042). */
export function buildSessionAnswer(user: User, accessToken = 'h.p.s'): SessionResponse {
  return { success: true, message: 'Login successful', access_token: accessToken, user }
}

/** GET /api/admin/stats' whole answer: an empty shop unless told (every status counted, 042). */
export function buildAdminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    success: true,
    orders_by_status: Object.fromEntries(
      ORDER_STATUSES.map((status) => [status, 0]),
    ) as AdminStats['orders_by_status'],
    awaiting_processing: 0,
    revenue: 0,
    paid_orders: 0,
    low_stock: [],
    ...overrides,
  }
}

/** A product as the console's editor reads it: on sale, with the generated art (decision 042). */
export function buildAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  const { inWishlist: _inWishlist, rating: _rating, ...product } = buildProduct(overrides)
  return { ...product, retired: false, has_photo: false, low_stock_threshold: null, ...overrides }
}
