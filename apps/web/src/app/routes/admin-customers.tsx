import { AdminCustomersPage } from '../../features/admin/components/admin-customers-page'

export function AdminCustomersRoute() {
  return <AdminCustomersPage />
}
