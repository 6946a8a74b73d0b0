import { useParams } from 'react-router'
import { AdminCustomerPage } from '../../features/admin/components/admin-customer-page'

export function AdminCustomerRoute() {
  const { userId } = useParams()
  const id = Number(userId)
  return <AdminCustomerPage key={id} userId={Number.isSafeInteger(id) && id > 0 ? id : 0} />
}
