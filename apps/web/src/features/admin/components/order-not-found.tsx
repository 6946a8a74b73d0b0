import { ButtonLink } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'

/** The console's answer when an order's page or packing slip names an order that does not exist. */
export function OrderNotFound({ orderId }: { orderId: string }) {
  return (
    <StatusPanel
      title="Order not found"
      actions={<ButtonLink to="/admin/orders">Back to orders</ButtonLink>}
    >
      No order has the id {orderId}.
    </StatusPanel>
  )
}
