import type { ScentFamily } from '@scentia/domain/catalog/product'
import type { ProductsQuery } from '@scentia/domain/catalog/products-query'
import { TRACK_ID_PARAM } from '@scentia/domain/orders/order-id'
import type { OrderStatus } from '@scentia/domain/orders/status'
import { shopUrl } from '@scentia/domain/catalog/shop-url'

// Every path of the app that takes a value is built here, once (STYLE: config/paths.ts), so a
// route that moves is changed in one file and no link forgets to encode its id.

/** /shop/product/{productId} (docs/product.md §S2). */
export function productPath(productId: string): string {
  return `/shop/product/${encodeURIComponent(productId)}`
}

/** /shop showing the products that match `query`, in GET /api/products' names (docs/product.md §11). */
export function shopPath(query: Partial<ProductsQuery>): string {
  return shopUrl(query)
}

/** The shop filtered to one scent family. */
export function familyShopPath(family: ScentFamily): string {
  return shopPath({ family })
}

/** /track with the order id filled in (docs/product.md §S2 Track Order). */
export function trackPath(orderId: string): string {
  return `/track?${TRACK_ID_PARAM}=${encodeURIComponent(orderId)}`
}

/** The owner's console (decision 007). */
export function adminOrdersPath(status?: OrderStatus): string {
  return status ? `/admin/orders?status=${encodeURIComponent(status)}` : '/admin/orders'
}

export function adminOrderPath(orderId: string): string {
  return `/admin/orders/${encodeURIComponent(orderId)}`
}

export function adminCustomerPath(userId: number): string {
  return `/admin/customers/${String(userId)}`
}

export function adminProductPath(id: number): string {
  return `/admin/products/${String(id)}`
}
