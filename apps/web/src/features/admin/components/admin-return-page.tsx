import { formatNaira } from '@scentia/domain/money/format'
import { orderItemLabel } from '@scentia/domain/orders/totals'
import {
  ownerReturnActions,
  REFUSAL_NOTE_MIN,
  RETURN_NOTE_MAX,
} from '@scentia/domain/payment/returns'
import { ArrowLeft } from 'lucide-react'
import { useId, useState, type SyntheticEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { ListSkeleton, LoadError } from '../../../components/ui/query-states'
import { returnReasonLabel, ReturnStateBadge } from '../../../components/ui/order-returns'
import { UnitsSelect } from '../../../components/ui/units-select'
import { adminOrderPath } from '../../../config/paths'
import { isApiError } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useAdminReturn, useReturnStep, type OwnerReturn } from '../api/admin-returns'
import { formatDateTime } from './admin-format'
import { inputClasses } from './console-field'
import { ConsolePanel } from './console-panel'
import { ConsoleNotFound } from './order-not-found'

/**
 * One return in the console (docs/product.md §12): what the shopper sends back and why, then
 * Approve or Refuse (with a note the shopper reads) while it is requested, and Mark received
 * (with how many units can be sold again) once approved. The API answers a repeated click with
 * the same return, so a double click or a second owner changes nothing twice.
 */
export function AdminReturnPage({ returnId }: { returnId: number }) {
  const query = useAdminReturn(returnId)
  if (isApiError(query.error) && query.error.statusCode === 404) {
    return (
      <ConsoleNotFound title="Return not found" backTo="/admin/returns" backLabel="Back to returns">
        No return has the number {returnId}.
      </ConsoleNotFound>
    )
  }
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data) return <ListSkeleton rows={3} />
  const { return: entry, order } = query.data
  return (
    <div>
      <Link
        to="/admin/returns"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Returns
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-2xl md:text-3xl">Return {entry.id}</h1>
        <ReturnStateBadge state={entry.state} />
      </div>
      <p className="mt-1 text-sm text-muted">
        Order{' '}
        <Link to={adminOrderPath(order.order_id)} className="font-mono underline">
          {order.order_id}
        </Link>{' '}
        · {order.full_name} · asked {formatDateTime(entry.created_at)}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <ConsolePanel id="return-items" title="Items coming back" className="text-sm">
          <ul className="mt-3 divide-y divide-line">
            {entry.lines.map(({ line, quantity }) => {
              const item = order.cart_items[line]
              return (
                <li key={line} className="flex justify-between gap-3 py-2">
                  <span>{item ? orderItemLabel(item) : `Line ${String(line + 1)}`}</span>
                  <span className="tabular-nums">× {quantity}</span>
                </li>
              )
            })}
          </ul>
          <p className="mt-3">
            <span className="font-medium">Reason:</span> {returnReasonLabel(entry.reason)}
          </p>
          {entry.note ? (
            <p className="mt-1">
              <span className="font-medium">Customer’s note:</span> {entry.note}
            </p>
          ) : null}
          {entry.owner_note ? (
            <p className="mt-1">
              <span className="font-medium">Refused because:</span> {entry.owner_note}
            </p>
          ) : null}
          {entry.amount !== null ? (
            <p className="mt-1">
              <span className="font-medium">Refund:</span> {formatNaira(entry.amount)}
            </p>
          ) : null}
        </ConsolePanel>
        <ReturnActions data={query.data} />
      </div>
    </div>
  )
}

function ReturnActions({ data }: { data: OwnerReturn }) {
  const { return: entry, order } = data
  const actions = ownerReturnActions(entry.state)
  const step = useReturnStep(entry.id)
  const noteId = useId()
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | null>(null)
  const [resaleable, setResaleable] = useState<Record<number, number>>(() =>
    Object.fromEntries(entry.lines.map(({ line, quantity }) => [line, quantity])),
  )
  if (!actions.approve && !actions.refuse && !actions.receive) return null

  const done = (message: string) => ({
    onSuccess: () => {
      toast.success(message)
    },
  })
  const refuse = (event: SyntheticEvent) => {
    event.preventDefault()
    if (note.trim().length < REFUSAL_NOTE_MIN) {
      setNoteError('Tell the customer why, in a few words.')
      return
    }
    setNoteError(null)
    step.mutate(
      { kind: 'refuse', note: note.trim() },
      done('Return refused; the customer has been emailed'),
    )
  }
  const receive = (event: SyntheticEvent) => {
    event.preventDefault()
    step.mutate(
      {
        kind: 'receive',
        resaleable: Object.entries(resaleable).map(([line, quantity]) => ({
          line: Number(line),
          quantity,
        })),
      },
      done('Return received; the refund has started'),
    )
  }

  return (
    <section
      aria-labelledby="return-actions"
      className="space-y-4 rounded-2xl border border-line bg-white p-5 text-sm"
    >
      <h2 id="return-actions" className="font-serif text-xl">
        Next step
      </h2>
      {actions.approve ? (
        <Button
          onClick={() => {
            step.mutate({ kind: 'approve' }, done('Return approved; the customer has been emailed'))
          }}
          disabled={step.isPending}
        >
          Approve return
        </Button>
      ) : null}
      {actions.refuse ? (
        <form onSubmit={refuse} noValidate className="space-y-2 border-t border-line pt-4">
          <label htmlFor={noteId} className="block font-medium">
            Why refuse? (the customer reads this)
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={RETURN_NOTE_MAX}
            rows={3}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
            onChange={(event) => {
              setNote(event.target.value)
            }}
            className={inputClasses}
          />
          {noteError ? (
            <p id={`${noteId}-error`} className="text-rose-700">
              {noteError}
            </p>
          ) : null}
          <Button type="submit" variant="outline" disabled={step.isPending}>
            Refuse return
          </Button>
        </form>
      ) : null}
      {actions.receive ? (
        <form onSubmit={receive} noValidate className="space-y-2">
          <fieldset className="space-y-2">
            <legend className="font-medium">Units that can be sold again</legend>
            {entry.lines.map(({ line, quantity }) => {
              const item = order.cart_items[line]
              const id = `${noteId}-resale-${String(line)}`
              return (
                <div key={line} className="flex items-center justify-between gap-3">
                  <label htmlFor={id}>
                    {item ? orderItemLabel(item) : `Line ${String(line + 1)}`}
                  </label>
                  <UnitsSelect
                    id={id}
                    max={quantity}
                    value={resaleable[line] ?? 0}
                    onChange={(units) => {
                      setResaleable((current) => ({ ...current, [line]: units }))
                    }}
                  />
                </div>
              )
            })}
          </fieldset>
          <p className="text-muted">
            The refund for the returned units starts as soon as you mark it received.
          </p>
          <Button type="submit" disabled={step.isPending}>
            Mark received
          </Button>
        </form>
      ) : null}
      {step.error ? (
        <p role="alert" className="text-rose-700">
          {step.error.message}
        </p>
      ) : null}
    </section>
  )
}
