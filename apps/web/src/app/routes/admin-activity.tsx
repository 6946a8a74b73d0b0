import { AdminActivityPage } from '../../features/admin/components/admin-activity-page'

export function AdminActivityRoute() {
  return <AdminActivityPage />
}
