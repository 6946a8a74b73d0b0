import { serverMessage } from '@scentia/domain/http/errors'
import { formatNaira } from '@scentia/domain/money/format'
import { DEMO_ORDER_ID } from '@scentia/domain/orders/demo-order'
import { isPublicTrackingView } from '@scentia/domain/orders/order'
import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import {
  statusProgress,
  toOrderStatus,
  trackDescription,
  trackLabel,
} from '@scentia/domain/orders/status'
import { OrderTotals } from '../../../components/ui/order-totals'
import { useMutation } from '@tanstack/react-query'
import { AlertCircle, PackageSearch, Search } from 'lucide-react'
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { useSearchParams } from 'react-router'
import { Button, ButtonLink } from '../../../components/ui/button'
import { inputClasses } from '../../../components/ui/form-field'
import { WhatsappChatLink } from '../../../components/ui/whatsapp-chat-link'
import { isApiError } from '../../../lib/api-client'
import { fetchTrackedOrder, type TrackedOrder } from '../api/track-api'

export const TRACK_MESSAGES = {
  emptyId: 'Please enter an order ID',
  fallback: 'An error occurred',
  exception: 'Something went wrong. Please try again.',
  notFoundTitle: 'Order Not Found',
  notFound: "We couldn't find an order with that ID. Please check and try again.",
} as const

class OrderNotFound extends Error {}

async function lookUp(id: string): Promise<TrackedOrder> {
  try {
    return await fetchTrackedOrder(id)
  } catch (error) {
    if (isApiError(error) && error.statusCode === 404) throw new OrderNotFound()
    throw error
  }
}

/** Spec §8 Track: the server's message, else 'An error occurred'; no answer at all is an exception. */
export function errorText(error: unknown): string {
  if (isApiError(error) && error.statusCode !== null) {
    return serverMessage(error.details) ?? TRACK_MESSAGES.fallback
  }
  return TRACK_MESSAGES.exception
}

const dateFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date)
}

/** /track and /orders/track (spec §2 Track order page). */
export function TrackPage() {
  const [params, setParams] = useSearchParams()
  const initialId = params.get('id') ?? ''
  const [value, setValue] = useState(initialId)
  const [validation, setValidation] = useState<string | null>(null)
  const lookup = useMutation({
    mutationFn: lookUp,
    onSuccess: (_order, id) => {
      // The address bar keeps the id, so the page can be reloaded or shared.
      setParams({ id }, { replace: true })
    },
  })
  const started = useRef(false)

  useEffect(() => {
    // ?id= looks up at once (spec §2), once per page load.
    if (started.current) return
    started.current = true
    const id = initialId.trim()
    if (id) lookup.mutate(id)
  }, [initialId, lookup])

  function submit(event: SyntheticEvent) {
    event.preventDefault()
    const id = value.trim()
    if (!id) {
      setValidation(TRACK_MESSAGES.emptyId)
      return
    }
    setValidation(null)
    lookup.mutate(id)
  }

  const searching = lookup.isPending
  const notFound = lookup.error instanceof OrderNotFound
  const bannerText = validation ?? (lookup.isError && !notFound ? errorText(lookup.error) : null)

  return (
    <div className="mx-auto max-w-3xl px-5 pt-8 pb-16 md:px-8 md:pt-12">
      <title>Track your order · Scentia</title>
      <h1 className="font-serif text-4xl tracking-tight">Track Your Order</h1>
      <p className="mt-2 text-muted">Enter your order ID to see where your fragrance is.</p>

      <form onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row" role="search">
        <label htmlFor="track-order-id" className="sr-only">
          Order ID
        </label>
        <input
          id="track-order-id"
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
          }}
          onKeyDown={(event) => {
            // Enter submits even while the button is disabled, so a blank id gets its message.
            if (event.key === 'Enter') submit(event)
          }}
          placeholder="Order ID, e.g. ORD1234567890"
          autoComplete="off"
          spellCheck={false}
          className={`${inputClasses} sm:flex-1`}
        />
        <Button type="submit" size="md" disabled={value === '' || searching}>
          <Search aria-hidden="true" className="size-4" />
          {searching ? 'Searching...' : 'Track Order'}
        </Button>
      </form>

      {bannerText ? (
        <p
          role="alert"
          className="mt-4 flex items-center gap-2 rounded-2xl border border-red-800/30 bg-red-50 p-4 text-sm text-red-900"
        >
          <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
          {bannerText}
        </p>
      ) : null}

      {notFound ? (
        <section
          role="alert"
          aria-labelledby="not-found-heading"
          className="mt-8 rounded-3xl border border-line bg-white/60 p-6 text-center"
        >
          <PackageSearch aria-hidden="true" className="mx-auto size-10 text-gold-deep" />
          <h2 id="not-found-heading" className="mt-3 font-serif text-2xl">
            {TRACK_MESSAGES.notFoundTitle}
          </h2>
          <p className="mt-2 text-sm text-muted">{TRACK_MESSAGES.notFound}</p>
          <p className="mt-4 text-sm">
            Try the demo order:{' '}
            <button
              type="button"
              className="font-mono underline decoration-gold decoration-2 underline-offset-4"
              onClick={() => {
                setValue(DEMO_ORDER_ID)
                setValidation(null)
                lookup.mutate(DEMO_ORDER_ID)
              }}
            >
              {DEMO_ORDER_ID}
            </button>
          </p>
        </section>
      ) : null}

      {lookup.data ? <TrackedOrderDetails order={lookup.data} /> : null}

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to="/" variant="outline">
          Back to Home
        </ButtonLink>
        <ButtonLink to="/orders">View All Orders</ButtonLink>
      </div>
    </div>
  )
}

function TrackedOrderDetails({ order }: { order: TrackedOrder }) {
  const status = toOrderStatus(order.status)
  const progress = statusProgress(status)
  const publicView = isPublicTrackingView(order)
  const trackingNumber = publicView ? null : order.tracking_number
  const items = order.cart_items
  return (
    <article
      aria-labelledby="tracked-order-id"
      className="mt-8 rounded-3xl border border-line bg-white/60 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-muted">Order ID</p>
          <h2 id="tracked-order-id" className="font-mono text-xl">
            {order.order_id.toUpperCase()}
          </h2>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ${status === 'delivered' ? 'bg-green-100 text-green-900' : 'bg-blue-100 text-blue-900'}`}
        >
          {trackLabel(status)}
        </span>
      </div>

      <div className="mt-6">
        <div
          role="progressbar"
          aria-label="Delivery progress"
          aria-valuemin={0}
          aria-valuemax={progress.of}
          aria-valuenow={progress.step}
          aria-valuetext={`Step ${progress.step} of ${progress.of}: ${trackLabel(status)}`}
          className="h-2 overflow-hidden rounded-full bg-sand"
        >
          <div
            className="h-full rounded-full bg-gold-deep"
            style={{ width: `${progress.percent}%` }}
          />
        </div>
        <ol className="mt-2 grid grid-cols-4 text-center text-xs text-muted" aria-hidden="true">
          {['Pending', 'Processing', 'Shipped', 'Delivered'].map((label, index) => (
            <li key={label} className={index < progress.step ? 'font-medium text-ink' : ''}>
              {label}
            </li>
          ))}
        </ol>
        <p className="mt-4 font-medium">{trackDescription(status)}</p>
        {trackingNumber ? (
          <p className="mt-1 text-sm">
            Tracking number: <span className="font-mono">{trackingNumber.toUpperCase()}</span>
          </p>
        ) : null}
      </div>

      <div className="mt-6 grid gap-6 border-t border-line pt-6 sm:grid-cols-2">
        <section aria-labelledby="track-summary-heading" className="sm:col-span-2">
          <h3 id="track-summary-heading" className="font-serif text-lg">
            Order Summary
          </h3>
          <ul className="mt-2 space-y-1 text-sm">
            {items.map((item, index) => (
              <li key={`${item.name}-${index}`} className="flex justify-between gap-3">
                <span>
                  {item.name} × {item.quantity}
                </span>
                {'price' in item ? (
                  <span className="tabular-nums">{formatNaira(item.price * item.quantity)}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {publicView ? null : (
            <OrderTotals
              order={order}
              className="mt-3 space-y-1 border-t border-line pt-3 text-sm"
            />
          )}
        </section>
        <section aria-labelledby="track-delivery-heading">
          <h3 id="track-delivery-heading" className="font-serif text-lg">
            Delivery Information
          </h3>
          <dl className="mt-2 space-y-1 text-sm">
            <div>
              <dt className="inline text-muted">Ordered: </dt>
              <dd className="inline">{formatDate(order.created_at)}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Estimated delivery: </dt>
              <dd className="inline">{formatDate(order.estimated_delivery)}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Address: </dt>
              <dd className="inline">
                {publicView ? '' : `${order.shipping_address}, `}
                {order.city}, {order.state}
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="track-contact-heading">
          <h3 id="track-contact-heading" className="font-serif text-lg">
            Contact Information
          </h3>
          <dl className="mt-2 space-y-1 text-sm">
            <div>
              <dt className="inline text-muted">Name: </dt>
              <dd className="inline">{order.full_name}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Phone: </dt>
              {/* The owner's view shows the local form; the public one stays masked as served. */}
              <dd className="inline">{formatNigerianMobileLocal(order.phone_number)}</dd>
            </div>
            {publicView ? null : (
              <div>
                <dt className="inline text-muted">Email: </dt>
                <dd className="inline break-all">{order.email}</dd>
              </div>
            )}
          </dl>
          <p className="mt-3 text-sm">
            <WhatsappChatLink orderId={order.order_id} />
          </p>
        </section>
      </div>
    </article>
  )
}
