import { AdminPromosPage } from '../../features/admin/components/admin-promos-page'

export function AdminPromosRoute() {
  return <AdminPromosPage />
}
