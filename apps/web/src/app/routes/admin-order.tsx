import { useParams } from 'react-router'
import { AdminOrderPage } from '../../features/admin/components/admin-order-page'

export function AdminOrderRoute() {
  const { orderId = '' } = useParams()
  return <AdminOrderPage key={orderId} orderId={orderId} />
}
