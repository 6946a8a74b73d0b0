import { OrdersPage } from '../../features/orders/components/orders-page'

/** /orders: My Orders. */
export function OrdersRoute() {
  return <OrdersPage />
}
