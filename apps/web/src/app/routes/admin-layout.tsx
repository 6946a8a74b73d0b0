import { Outlet } from 'react-router'
import { AdminShell } from '../../features/admin/components/admin-shell'

/** /admin: the owner's console (its own chunks; a shopper never downloads them). */
export function AdminLayoutRoute() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  )
}
