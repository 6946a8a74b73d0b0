import { useParams } from 'react-router'
import { ReceiptPage } from '../../features/receipts/components/receipt-page'

/** /orders/:orderId/receipt (docs/product.md §12). */
export function OrderReceiptRoute() {
  const { orderId = '' } = useParams()
  return <ReceiptPage orderId={orderId} />
}
