import { useParams } from 'react-router'
import { PackingSlipPage } from '../../features/admin/components/packing-slip-page'

/** /admin/orders/:orderId/packing-slip (decision 045). */
export function AdminPackingSlipRoute() {
  const { orderId = '' } = useParams()
  return <PackingSlipPage key={orderId} orderId={orderId} />
}
