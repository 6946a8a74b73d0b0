import { zodResolver } from '@hookform/resolvers/zod'
import {
  statusMoveQuestion,
  trackingNumberSchema,
  type AdminOrderDetail,
} from '@scentia/domain/admin/order-console'
import { nextStatuses, type OrderStatus } from '@scentia/domain/orders/status'
import {
  MAX_PICKUP_CODE_ATTEMPTS,
  normalisePickupCode,
  PICKUP_LOCKED_MESSAGE,
  toDeliveryMethod,
} from '@scentia/domain/shipping/pickup'
import { listLabelFor } from '@scentia/domain/orders/pickup-status'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import {
  useChangeOrderStatus,
  useChangeTrackingNumber,
  useCollectPickup,
  useUnlockPickup,
} from '../api/admin-orders'
import { FormAlert } from '../../../components/ui/form-alert'

const trackingForm = z.object({ tracking_number: trackingNumberSchema })
type TrackingForm = z.input<typeof trackingForm>
const optionalTrackingForm = z.object({ tracking_number: z.string().max(60) })

const inputClasses =
  'mt-1 h-11 w-full rounded-xl border border-line bg-white px-3 text-sm aria-[invalid=true]:border-rose-600'

/** One button per next status, read from the state machine the API enforces (orderTransitions). */
export function OrderStatusActions({ order }: { order: AdminOrderDetail }) {
  const method = toDeliveryMethod(order.delivery_method)
  // A pickup is collected with the shopper's code, not by a plain status step (decision 046).
  const next = nextStatuses(order.status).filter(
    (status) => !(method === 'pickup' && status === 'delivered'),
  )
  const collecting = method === 'pickup' && order.status === 'shipped'
  return (
    <section
      aria-labelledby="order-actions"
      className="rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="order-actions" className="font-serif text-xl">
        Move this order
      </h2>
      {collecting ? <PickupCollectForm order={order} /> : null}
      {collecting ? null : next.length === 0 ? (
        // Delivered, cancelled and refunded orders all end here (orderTransitions).
        <p className="mt-2 text-sm text-muted">
          {listLabelFor(order.status, method)} orders are final.
        </p>
      ) : (
        next.map((status) => <StatusForm key={status} order={order} to={status} />)
      )}
      {method === 'delivery' && (order.status === 'shipped' || order.status === 'delivered') ? (
        <TrackingEditor order={order} />
      ) : null}
    </section>
  )
}

function StatusForm({ order, to }: { order: AdminOrderDetail; to: OrderStatus }) {
  const change = useChangeOrderStatus(order.order_id)
  const method = toDeliveryMethod(order.delivery_method)
  // A pickup's "shipped" is "Ready for pickup": no courier, no tracking number.
  const needsTracking = to === 'shipped' && method === 'delivery'
  const toLabel = listLabelFor(to, method)
  const fieldId = useId()
  const errorId = useId()
  const form = useForm<TrackingForm>({
    resolver: zodResolver(needsTracking ? trackingForm : optionalTrackingForm),
    defaultValues: { tracking_number: order.tracking_number ?? '' },
  })
  // Delivered is final and an unpaid transfer's money has not arrived: ask first (statusMoveQuestion).
  const question = statusMoveQuestion(order, to)
  const [asking, setAsking] = useState<string | null>(null)
  const move = (tracking: string) => {
    change.mutate(
      { status: to, ...(needsTracking && tracking ? { tracking_number: tracking } : {}) },
      {
        onSuccess: () => {
          toast.success(`Order marked ${toLabel.toLowerCase()}; the customer has been emailed`)
        },
      },
    )
  }
  const onSubmit = form.handleSubmit((values) => {
    const tracking = values.tracking_number.trim()
    if (question) setAsking(tracking)
    else move(tracking)
  })
  const fieldError = form.formState.errors.tracking_number?.message
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-3" noValidate>
      {needsTracking ? (
        <div>
          <label htmlFor={fieldId} className="text-sm font-medium">
            Tracking number <span className="text-muted">(required to ship)</span>
          </label>
          <input
            id={fieldId}
            {...form.register('tracking_number')}
            autoComplete="off"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            className={inputClasses}
          />
          {fieldError ? (
            <p id={errorId} className="mt-1 text-sm text-rose-700">
              {fieldError}
            </p>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Saving…' : `Mark as ${toLabel}`}
      </Button>
      <FormAlert>{change.error?.message}</FormAlert>
      {question ? (
        <ConfirmDialog
          open={asking !== null}
          title={question.title}
          description={question.description}
          keepLabel="Not yet"
          confirmLabel={question.confirmLabel}
          onConfirm={() => {
            move(asking ?? '')
            setAsking(null)
          }}
          onCancel={() => {
            setAsking(null)
          }}
        />
      ) : null}
    </form>
  )
}

/**
 * The counter's check (decision 046): the owner types the code the shopper reads out; the right
 * one marks the order collected, a wrong one is refused and counts against the order's tries.
 */
function PickupCollectForm({ order }: { order: AdminOrderDetail }) {
  const collect = useCollectPickup(order.order_id, () => {
    toast.success('Order marked collected; the customer has been emailed')
  })
  const [code, setCode] = useState('')
  const fieldId = useId()
  const hintId = useId()
  const errorId = useId()
  const tries = order.pickup_tries_left ?? MAX_PICKUP_CODE_ATTEMPTS
  const error = collect.error?.message ?? null
  return (
    <form
      className="mt-4 space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (normalisePickupCode(code) === '') return
        collect.mutate(code)
      }}
    >
      <div>
        <label htmlFor={fieldId} className="text-sm font-medium">
          Pickup code <span className="text-muted">(the shopper reads it out)</span>
        </label>
        <input
          id={fieldId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value)
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          className={`${inputClasses} font-mono tracking-widest uppercase`}
        />
        <p id={hintId} className="mt-1 text-xs text-muted">
          {tries === 1 ? '1 try left' : `${String(tries)} tries left`}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-rose-700">
            {error}
          </p>
        ) : null}
      </div>
      {tries === 0 ? <PickupUnlock order={order} /> : null}
      <Button type="submit" disabled={collect.isPending || tries === 0 || code.trim() === ''}>
        {collect.isPending ? 'Checking…' : 'Mark as Collected'}
      </Button>
    </form>
  )
}

/**
 * A code locked by wrong tries (decision 046): the owner checks the shopper another way, then
 * unlocks it; the tries start again and the console's activity log records who did it.
 */
function PickupUnlock({ order }: { order: AdminOrderDetail }) {
  const unlock = useUnlockPickup(order.order_id, () => {
    toast.success(`Pickup code unlocked: ${String(MAX_PICKUP_CODE_ATTEMPTS)} tries again`)
  })
  const noteId = useId()
  const error = unlock.error?.message ?? null
  return (
    <div className="rounded-xl border border-line bg-white p-3 text-sm">
      <p id={noteId}>{PICKUP_LOCKED_MESSAGE}</p>
      {error ? (
        <p role="alert" className="mt-1 text-rose-700">
          {error}
        </p>
      ) : null}
      <Button
        variant="outline"
        className="mt-2"
        aria-describedby={noteId}
        disabled={unlock.isPending}
        onClick={() => {
          unlock.mutate()
        }}
      >
        {unlock.isPending ? 'Unlocking…' : 'Unlock'}
      </Button>
    </div>
  )
}

function TrackingEditor({ order }: { order: AdminOrderDetail }) {
  const change = useChangeTrackingNumber(order.order_id)
  const fieldId = useId()
  const form = useForm<TrackingForm>({
    resolver: zodResolver(trackingForm),
    defaultValues: { tracking_number: order.tracking_number ?? '' },
  })
  const onSubmit = form.handleSubmit((values) => {
    change.mutate(values.tracking_number.trim(), {
      onSuccess: () => {
        toast.success('Tracking number saved')
      },
    })
  })
  const fieldError = form.formState.errors.tracking_number?.message ?? change.error?.message
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="mt-6 border-t border-line pt-4"
      noValidate
    >
      <label htmlFor={fieldId} className="text-sm font-medium">
        Correct the tracking number
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={fieldId}
          {...form.register('tracking_number')}
          autoComplete="off"
          aria-invalid={fieldError ? true : undefined}
          className={`${inputClasses} mt-0`}
        />
        <Button type="submit" variant="outline" disabled={change.isPending}>
          Save
        </Button>
      </div>
      {fieldError ? (
        <p role="alert" className="mt-1 text-sm text-rose-700">
          {fieldError}
        </p>
      ) : null}
    </form>
  )
}
