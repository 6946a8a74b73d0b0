import { AdminProductsPage } from '../../features/admin/components/admin-products-page'

export function AdminProductsRoute() {
  return <AdminProductsPage />
}
