import type { Order } from '@scentia/domain/orders/order'
import { orderItemLabel } from '@scentia/domain/orders/totals'
import {
  canShopperReturnOrder,
  orderReturnableUnits,
  RETURN_NOTE_MAX,
  RETURN_PICK_ITEMS,
  RETURN_PICK_REASON,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
} from '@scentia/domain/payment/returns'
import { Undo2 } from 'lucide-react'
import { useId, useRef, useState, type SyntheticEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { UnitsSelect } from '../../../components/ui/units-select'
import { isApiError } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useRequestReturn } from '../api/request-return'
import { OrderActionDialog, useOrderActionDialog } from './order-action-dialog'
import { FormAlert } from '../../../components/ui/form-alert'

export const RETURN_MESSAGES = {
  button: 'Return items',
  title: 'Return items',
  send: 'Ask for a return',
  sending: 'Sending...',
  keep: 'Close',
  failed: 'We could not send your request. Please try again.',
  sent: 'Your return request is in. We will answer within one business day.',
} as const

/**
 * My Orders' "Return items": for a delivered, paid order within 30 days of delivery (the
 * domain's rule, the API's too), a form with each full bottle and how many go back, a reason
 * from the list and an optional note (docs/product.md §12).
 */
export function ReturnItemsButton({ order, userId }: { order: Order; userId: number }) {
  const [counts, setCounts] = useState<Record<number, number>>({})
  const [reason, setReason] = useState('')
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const firstRef = useRef<HTMLSelectElement>(null)
  const formId = useId()
  const ask = useRequestReturn(userId)
  const dialog = useOrderActionDialog(ask.isPending)
  if (!canShopperReturnOrder(order, new Date())) return null
  const left = orderReturnableUnits(order)
  const firstLine = left.findIndex((units) => units > 0)

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const lines = Object.entries(counts)
      .map(([line, quantity]) => ({ line: Number(line), quantity }))
      .filter((entry) => entry.quantity > 0)
    if (lines.length === 0) {
      setProblem(RETURN_PICK_ITEMS)
      return
    }
    if (!reason) {
      setProblem(RETURN_PICK_REASON)
      return
    }
    setProblem(null)
    ask.mutate(
      { orderId: order.order_id, lines, reason, note: note.trim() },
      {
        onSuccess: () => {
          dialog.setOpen(false)
          toast.success(RETURN_MESSAGES.sent)
        },
        onError: (error) => {
          setProblem(isApiError(error) ? error.message : RETURN_MESSAGES.failed)
        },
      },
    )
  }

  return (
    <OrderActionDialog
      icon={Undo2}
      label={RETURN_MESSAGES.button}
      title={RETURN_MESSAGES.title}
      state={dialog}
      initialFocus={firstRef}
      description={
        <>
          Sealed, unused full bottles from order <span className="font-mono">{order.order_id}</span>{' '}
          can come back within {RETURN_WINDOW_DAYS} days of delivery. Samples cannot.{' '}
          <Link to="/returns" className="underline decoration-gold underline-offset-4">
            Our returns policy
          </Link>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        className="space-y-4 overflow-y-auto px-5 pb-6 pt-2"
      >
        <fieldset className="space-y-2">
          <legend className="font-medium">What are you sending back?</legend>
          {order.cart_items.map((item, line) => {
            const max = left[line] ?? 0
            if (max === 0) return null
            const id = `${formId}-line-${String(line)}`
            return (
              <div key={id} className="flex items-center justify-between gap-3">
                <label htmlFor={id} className="min-w-0 flex-1">
                  {orderItemLabel(item)}
                </label>
                <UnitsSelect
                  id={id}
                  ref={line === firstLine ? firstRef : undefined}
                  max={max}
                  value={counts[line] ?? 0}
                  onChange={(units) => {
                    setCounts((current) => ({ ...current, [line]: units }))
                  }}
                />
              </div>
            )
          })}
        </fieldset>
        <div className="space-y-1">
          <label htmlFor={`${formId}-reason`} className="font-medium">
            Why?
          </label>
          <select
            id={`${formId}-reason`}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value)
            }}
            className="block min-h-11 w-full rounded-xl border border-line bg-white px-3"
          >
            <option value="">Choose a reason</option>
            {RETURN_REASONS.map((value) => (
              <option key={value} value={value}>
                {RETURN_REASON_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${formId}-note`} className="font-medium">
            Anything we should know? <span className="font-normal text-muted">(optional)</span>
          </label>
          <textarea
            id={`${formId}-note`}
            value={note}
            maxLength={RETURN_NOTE_MAX}
            rows={3}
            onChange={(event) => {
              setNote(event.target.value)
            }}
            className="block w-full rounded-xl border border-line bg-white px-3 py-2"
          />
        </div>
        <FormAlert>{problem}</FormAlert>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={dialog.close} disabled={ask.isPending}>
            {RETURN_MESSAGES.keep}
          </Button>
          <Button type="submit" disabled={ask.isPending}>
            {ask.isPending ? RETURN_MESSAGES.sending : RETURN_MESSAGES.send}
          </Button>
        </div>
      </form>
    </OrderActionDialog>
  )
}
