import type { AdminOrderDetail } from '@scentia/domain/admin/order-console'
import { formatNaira } from '@scentia/domain/money/format'
import type { OrderRefund } from '@scentia/domain/orders/order'
import { canOwnerCancelOrder } from '@scentia/domain/payment/order-lifecycle'
import {
  awaitsCashReturn,
  canOwnerRefundOrder,
  orderRefundTotals,
  OWNER_REASON_MAX,
  ownerCancelConsequence,
  ownerReasonProblem,
  ownerRefundConsequence,
  readRefundAmount,
} from '@scentia/domain/payment/refund-actions'
import { refundMethodFor } from '@scentia/domain/payment/refunds'
import { useId, useState, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toast } from '../../../lib/toast'
import { useCashReturned, useOwnerCancelOrder, useOwnerRefund } from '../api/admin-refunds'
import { formatDateTime } from './admin-format'
import { InputField, type InputFieldProps } from './console-field'
import { ConsolePanel } from './console-panel'

/**
 * The owner's money moves after the sale (docs/product.md §12, docs/decisions/041-refunds.md):
 * cancel an unshipped order, refund part or all of a paid one, and record the cash handed back
 * for a pay-on-delivery refund. Each shows only when the domain's rules allow it, the same rules
 * the API enforces, and each asks before it does what cannot be undone.
 */
export function OrderMoneyActions({ order }: { order: AdminOrderDetail }) {
  const cashOwed = order.refunds.filter(awaitsCashReturn)
  const canCancel = canOwnerCancelOrder(order)
  const canRefund = canOwnerRefundOrder(order)
  if (!canCancel && !canRefund && cashOwed.length === 0) return null
  const refundable = orderRefundTotals(order).refundable
  return (
    <ConsolePanel id="order-money" title="Cancel or refund" className="text-sm">
      {cashOwed.length > 0 ? <CashToHandBack order={order} refunds={cashOwed} /> : null}
      {/* Keyed by what is left, so the amount starts again from it after each refund. */}
      {canRefund ? <RefundForm key={refundable} order={order} /> : null}
      {canCancel ? <CancelForm order={order} /> : null}
    </ConsolePanel>
  )
}

/** A reason or an amount: typed afresh each time (no autofill), its value as a string. */
function TextField({
  onChange,
  ...field
}: Omit<InputFieldProps, 'onChange'> & { onChange: (value: string) => void }) {
  return (
    <InputField
      autoComplete="off"
      {...field}
      onChange={(event) => {
        onChange(event.target.value)
      }}
    />
  )
}

function CancelForm({ order }: { order: AdminOrderDetail }) {
  const cancel = useOwnerCancelOrder(order.order_id)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()
  const [asking, setAsking] = useState(false)
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    const problem = ownerReasonProblem(reason)
    setReasonError(problem ?? undefined)
    if (!problem) setAsking(true)
  }
  return (
    <form
      onSubmit={onSubmit}
      className="mt-4 space-y-3 border-t border-line pt-4"
      aria-label="Cancel this order"
      noValidate
    >
      <TextField
        label="Reason for cancelling"
        value={reason}
        error={reasonError}
        maxLength={OWNER_REASON_MAX}
        onChange={(value) => {
          setReason(value)
          setReasonError(undefined)
        }}
      />
      <Button type="submit" variant="outline" disabled={cancel.isPending}>
        {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
      </Button>
      {cancel.error ? (
        <p role="alert" className="text-rose-700">
          {cancel.error.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={`Cancel order ${order.order_id}?`}
        description={ownerCancelConsequence(order)}
        keepLabel="Keep the order"
        confirmLabel="Cancel order"
        onConfirm={() => {
          setAsking(false)
          cancel.mutate(reason.trim(), {
            onSuccess: () => {
              toast.success('Order cancelled; the customer has been emailed')
            },
          })
        }}
        onCancel={() => {
          setAsking(false)
        }}
      />
    </form>
  )
}

function RefundForm({ order }: { order: AdminOrderDetail }) {
  const refund = useOwnerRefund(order.order_id)
  const totals = orderRefundTotals(order)
  const [amount, setAmount] = useState(String(totals.refundable))
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({})
  const [asking, setAsking] = useState<number | null>(null)
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    // The domain's rule before anything is sent: whole naira, never more than is left.
    const read = readRefundAmount(amount, totals)
    const reasonProblem = ownerReasonProblem(reason)
    setErrors({
      ...(read.ok ? {} : { amount: read.message }),
      ...(reasonProblem ? { reason: reasonProblem } : {}),
    })
    if (read.ok && !reasonProblem) setAsking(read.amount)
  }
  const cash = refundMethodFor(order.payment_method) === 'cash'
  return (
    <form
      onSubmit={onSubmit}
      className="mt-4 space-y-3 border-t border-line pt-4"
      aria-label="Refund this order"
      noValidate
    >
      <p className="text-muted">
        Up to {formatNaira(totals.refundable)} can still be refunded
        {cash ? ', as cash you hand back' : ' through Paystack'}.
      </p>
      <TextField
        label="Amount to refund (₦)"
        value={amount}
        error={errors.amount}
        inputMode="numeric"
        onChange={(value) => {
          setAmount(value)
          setErrors(({ reason: kept }) => (kept ? { reason: kept } : {}))
        }}
      />
      <TextField
        label="Reason for the refund"
        value={reason}
        error={errors.reason}
        maxLength={OWNER_REASON_MAX}
        onChange={(value) => {
          setReason(value)
          setErrors(({ amount: kept }) => (kept ? { amount: kept } : {}))
        }}
      />
      <Button type="submit" disabled={refund.isPending}>
        {refund.isPending ? 'Refunding…' : 'Refund'}
      </Button>
      {refund.error ? (
        <p role="alert" className="text-rose-700">
          {refund.error.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={`Refund ${formatNaira(asking ?? 0)}?`}
        description={ownerRefundConsequence(order, asking ?? 0)}
        keepLabel="Not now"
        confirmLabel={`Refund ${formatNaira(asking ?? 0)}`}
        onConfirm={() => {
          const sent = asking ?? 0
          setAsking(null)
          refund.mutate(
            { amount: sent, reason: reason.trim() },
            {
              onSuccess: () => {
                toast.success(
                  cash
                    ? `Cash refund of ${formatNaira(sent)} recorded`
                    : `Refund of ${formatNaira(sent)} sent to Paystack`,
                )
              },
            },
          )
        }}
        onCancel={() => {
          setAsking(null)
        }}
      />
    </form>
  )
}

/** Pay-on-delivery refunds the owner still has to hand back in cash, each with its own button. */
function CashToHandBack({ order, refunds }: { order: AdminOrderDetail; refunds: OrderRefund[] }) {
  const returned = useCashReturned(order.order_id)
  const [asking, setAsking] = useState<OrderRefund | null>(null)
  const headingId = useId()
  return (
    <div className="mt-3">
      <h3 id={headingId} className="font-semibold">
        Cash to hand back
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 space-y-2">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex flex-wrap items-center justify-between gap-2">
            <span id={`cash-refund-${String(refund.id)}`}>
              <span className="font-semibold tabular-nums">{formatNaira(refund.amount)}</span>
              <span className="text-muted"> · since {formatDateTime(refund.created_at)}</span>
            </span>
            <Button
              variant="outline"
              aria-describedby={`cash-refund-${String(refund.id)}`}
              disabled={returned.isPending}
              onClick={() => {
                setAsking(refund)
              }}
            >
              Mark cash returned
            </Button>
          </li>
        ))}
      </ul>
      {returned.error ? (
        <p role="alert" className="mt-2 text-rose-700">
          {returned.error.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={`Did you hand back ${formatNaira(asking?.amount ?? 0)}?`}
        description="The refund is recorded as done and the customer is emailed. This cannot be undone."
        keepLabel="Not yet"
        confirmLabel="Mark cash returned"
        onConfirm={() => {
          const refund = asking
          setAsking(null)
          if (!refund) return
          returned.mutate(refund.id, {
            onSuccess: () => {
              toast.success(`Cash refund of ${formatNaira(refund.amount)} recorded`)
            },
          })
        }}
        onCancel={() => {
          setAsking(null)
        }}
      />
    </div>
  )
}
