import { AdminReturnsPage } from '../../features/admin/components/admin-returns-page'

export function AdminReturnsRoute() {
  return <AdminReturnsPage />
}
