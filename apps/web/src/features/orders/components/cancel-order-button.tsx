import { formatNaira } from '@scentia/domain/money/format'
import { canShopperCancelOrder, isRefundedOnCancel } from '@scentia/domain/payment/order-lifecycle'
import type { Order } from '@scentia/domain/orders/order'
import { XCircle } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '../../../components/ui/button'
import { isApiError } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useCancelOrder } from '../api/cancel-order'
import { OrderActionDialog, useOrderActionDialog } from './order-action-dialog'

export const CANCEL_MESSAGES = {
  button: 'Cancel order',
  title: 'Cancel this order?',
  keep: 'Keep order',
  confirm: 'Yes, cancel order',
  cancelling: 'Cancelling...',
  failed: 'We could not cancel this order. Please try again.',
} as const

/**
 * My Orders' Cancel: until the order ships (the domain's rule, the API's too), after the shopper
 * confirms in a dialog that says what happens to their money (docs/product.md §12).
 */
export function CancelOrderButton({ order, userId }: { order: Order; userId: number }) {
  const keepRef = useRef<HTMLButtonElement>(null)
  const cancel = useCancelOrder(userId)
  const dialog = useOrderActionDialog(cancel.isPending)
  if (!canShopperCancelOrder(order)) return null

  const confirm = () => {
    cancel.mutate(order.order_id, {
      onSuccess: () => {
        dialog.setOpen(false)
        toast.success(`Order ${order.order_id} is cancelled`)
      },
      onError: (error) => {
        toast.error(isApiError(error) ? error.message : CANCEL_MESSAGES.failed)
      },
    })
  }

  return (
    <OrderActionDialog
      icon={XCircle}
      label={CANCEL_MESSAGES.button}
      title={CANCEL_MESSAGES.title}
      state={dialog}
      initialFocus={keepRef}
      description={
        isRefundedOnCancel(order) ? (
          <>
            Order <span className="font-mono">{order.order_id}</span> is paid. If you cancel it, its
            items go back on sale and we refund {formatNaira(order.total_amount)} to the card or
            account you paid with. Refunds usually show within 5 to 10 working days.
          </>
        ) : (
          <>
            Order <span className="font-mono">{order.order_id}</span> is not paid yet. If you cancel
            it, nothing is owed and its items go back on sale. Please do not send a transfer for it
            afterwards.
          </>
        )
      }
    >
      <div className="flex flex-col-reverse gap-3 px-5 pb-6 pt-4 sm:flex-row sm:justify-end">
        <Button ref={keepRef} variant="outline" onClick={dialog.close} disabled={cancel.isPending}>
          {CANCEL_MESSAGES.keep}
        </Button>
        <Button onClick={confirm} disabled={cancel.isPending}>
          {cancel.isPending ? CANCEL_MESSAGES.cancelling : CANCEL_MESSAGES.confirm}
        </Button>
      </div>
    </OrderActionDialog>
  )
}
