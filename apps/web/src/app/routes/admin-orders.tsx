import { AdminOrdersPage } from '../../features/admin/components/admin-orders-page'

export function AdminOrdersRoute() {
  return <AdminOrdersPage />
}
