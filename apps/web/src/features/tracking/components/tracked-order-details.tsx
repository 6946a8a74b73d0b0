import { lineTotal } from '@scentia/domain/cart/cart'
import { SHOWROOM, showroomAddress } from '@scentia/domain/contact/showroom'
import { formatNaira } from '@scentia/domain/money/format'
import { isPublicTrackingView } from '@scentia/domain/orders/order'
import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import {
  isOrderClosed,
  statusProgress,
  toOrderStatus,
  type OrderStatus,
} from '@scentia/domain/orders/status'
import { formatPickupCode, toDeliveryMethod } from '@scentia/domain/shipping/pickup'
import {
  progressStepLabels,
  trackDescriptionFor,
  trackLabelFor,
} from '@scentia/domain/orders/pickup-status'
import { isOrderPaymentStatus } from '@scentia/domain/payment/payment-status'
import { paymentNotice } from '@scentia/domain/payment/transfer'
import {
  readTransferInstructions,
  type TransferInstructions,
} from '@scentia/domain/payment/transfer-account'
import {
  describeDeliveryWindow,
  orderDeliveryWindow,
} from '@scentia/domain/shipping/delivery-window'
import type { ReactNode } from 'react'
import { HeadedSection } from '../../../components/ui/headed-section'
import { TransferPanel } from '../../../components/transfer/transfer-panel'
import { useTransferInstructions } from '../../../components/transfer/use-transfer-instructions'
import { OrderRefunds } from '../../../components/ui/order-refunds'
import { OrderReturns } from '../../../components/ui/order-returns'
import { OrderTotals } from '../../../components/ui/order-totals'
import { WhatsappChatLink } from '../../../components/ui/whatsapp-chat-link'
import type { TrackedOrder } from '../api/track-api'
import { OrderJourney } from './order-journey'

const dateFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date)
}

/** The order's own window, as its thank-you page, mail and text gave it (shipping/delivery-window). */
function formatDeliveryWindow(order: {
  created_at: string
  state: string
  delivery_days?: { min_days: number; max_days: number } | null
}): string {
  const placedAt = new Date(order.created_at)
  if (Number.isNaN(placedAt.getTime())) return ''
  return describeDeliveryWindow(
    orderDeliveryWindow({ placedAt, state: order.state, days: order.delivery_days }),
  )
}

/** One "Label: value" line of the delivery and contact details. */
function InfoRow({
  label,
  breakAll = false,
  children,
}: {
  label: string
  breakAll?: boolean
  children: ReactNode
}) {
  return (
    <div>
      <dt className="inline text-muted">{label}: </dt>
      <dd className={breakAll ? 'inline break-all' : 'inline'}>{children}</dd>
    </div>
  )
}

/**
 * What the payment waits for: the public view says it, the owner's order carries the
 * payment status and method to work it out from.
 */
function noticeOf(order: TrackedOrder): string | null {
  if (isPublicTrackingView(order)) return order.payment_notice ?? null
  const { payment_status: status, payment_method: method } = order
  return isOrderPaymentStatus(status) && method ? paymentNotice(status, method, order.status) : null
}

/**
 * Delivered is green, cancelled grey, refunded orange, every other status blue (docs/product.md
 * §S4's panel tones, §12).
 */
const badgeTones: Record<OrderStatus, string> = {
  pending: 'bg-blue-100 text-blue-900',
  processing: 'bg-blue-100 text-blue-900',
  shipped: 'bg-blue-100 text-blue-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-stone-200 text-stone-800',
  refunded: 'bg-orange-100 text-orange-900',
}

/** A looked-up order: its status and progress, items, delivery and contact details (docs/product.md §S2). */
export function TrackedOrderDetails({ order }: { order: TrackedOrder }) {
  const status = toOrderStatus(order.status)
  const progress = statusProgress(status)
  const publicView = isPublicTrackingView(order)
  const trackingNumber = publicView ? null : order.tracking_number
  // A pickup's statuses read "Ready for pickup" and "Collected" (decision 046).
  const method = toDeliveryMethod(order.delivery_method)
  const label = trackLabelFor(status, method)
  // Only the order's owner holds the code and the courier's reference (decision 006, 046).
  const pickupCode = publicView ? null : (order.pickup_code ?? null)
  const courier = publicView ? null : (order.courier_name ?? null)
  const items = order.cart_items
  const transfer = readTransferInstructions(order.transfer)
  // The transfer's own panel says what the notice would, and more.
  const notice = transfer ? null : noticeOf(order)
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
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${badgeTones[status]}`}>
          {label}
        </span>
      </div>

      <div className="mt-6">
        {/* A cancelled or refunded order is over: its badge and sentence say so, without a bar. */}
        {isOrderClosed(status) ? null : (
          <>
            <div
              role="progressbar"
              aria-label="Delivery progress"
              aria-valuemin={0}
              aria-valuemax={progress.of}
              aria-valuenow={progress.step}
              aria-valuetext={`Step ${progress.step} of ${progress.of}: ${label}`}
              className="h-2 overflow-hidden rounded-full bg-sand"
            >
              <div
                className="h-full rounded-full bg-gold-deep"
                style={{ width: `${progress.percent}%` }}
              />
            </div>
            <ol className="mt-2 grid grid-cols-4 text-center text-xs text-muted" aria-hidden="true">
              {progressStepLabels(method).map((step, index) => (
                <li key={step} className={index < progress.step ? 'font-medium text-ink' : ''}>
                  {step}
                </li>
              ))}
            </ol>
          </>
        )}
        <p className="mt-4 font-medium">{trackDescriptionFor(status, method)}</p>
        {notice ? (
          <p
            data-testid="payment-notice"
            className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900"
          >
            {notice}
          </p>
        ) : null}
        {transfer ? <TrackedTransfer orderId={order.order_id} initial={transfer} /> : null}
        {trackingNumber && !courier ? (
          <p className="mt-1 text-sm">
            Tracking number: <span className="font-mono">{trackingNumber.toUpperCase()}</span>
          </p>
        ) : null}
        {pickupCode ? (
          <p className="mt-2 text-sm">
            Pickup code:{' '}
            <span className="font-mono text-lg tracking-widest" data-testid="track-pickup-code">
              {formatPickupCode(pickupCode)}
            </span>
          </p>
        ) : null}
        <OrderJourney
          status={status}
          method={method}
          events={order.events}
          courier={courier}
          trackingUrl={publicView ? null : order.tracking_url}
          trackingNumber={trackingNumber}
        />
      </div>

      <div className="mt-6 grid gap-6 border-t border-line pt-6 sm:grid-cols-2">
        <TrackSection
          headingId="track-summary-heading"
          title="Order Summary"
          className="sm:col-span-2"
        >
          <ul className="mt-2 space-y-1 text-sm">
            {items.map((item, index) => (
              <li key={`${item.name}-${index}`} className="flex justify-between gap-3">
                <span>
                  {item.name} × {item.quantity}
                </span>
                {'price' in item ? (
                  <span className="tabular-nums">{formatNaira(lineTotal(item))}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {publicView ? null : (
            <>
              <OrderTotals
                order={order}
                className="mt-3 space-y-1 border-t border-line pt-3 text-sm"
              />
              <OrderRefunds order={order} />
              {'returns' in order ? <OrderReturns order={order} /> : null}
            </>
          )}
        </TrackSection>
        <TrackSection headingId="track-delivery-heading" title="Delivery Information">
          <dl className="mt-2 space-y-1 text-sm">
            <InfoRow label="Ordered">{formatDate(order.created_at)}</InfoRow>
            <InfoRow label={method === 'pickup' ? 'Ready for pickup' : 'Estimated delivery'}>
              {formatDeliveryWindow(order)}
            </InfoRow>
            {method === 'pickup' ? (
              <InfoRow label="Pickup at">{`${SHOWROOM.name}, ${showroomAddress()}`}</InfoRow>
            ) : null}
            <InfoRow label={method === 'pickup' ? 'Contact address' : 'Address'}>
              {publicView ? '' : `${order.shipping_address}, `}
              {order.city}, {order.state}
            </InfoRow>
          </dl>
        </TrackSection>
        <TrackSection headingId="track-contact-heading" title="Contact Information">
          <dl className="mt-2 space-y-1 text-sm">
            <InfoRow label="Name">{order.full_name}</InfoRow>
            {/* The owner's view shows the local form; the public one stays masked as served. */}
            <InfoRow label="Phone">{formatNigerianMobileLocal(order.phone_number)}</InfoRow>
            {publicView ? null : (
              <InfoRow label="Email" breakAll>
                {order.email}
              </InfoRow>
            )}
          </dl>
          <p className="mt-3 text-sm">
            <WhatsappChatLink orderId={order.order_id} />
          </p>
        </TrackSection>
      </div>
    </article>
  )
}

/** The transfer's panel, asked again while the money is awaited so it turns "received" by itself. */
function TrackedTransfer({ orderId, initial }: { orderId: string; initial: TransferInstructions }) {
  const transfer = useTransferInstructions(orderId, initial).data ?? initial
  return (
    <div className="mt-4">
      <TransferPanel transfer={transfer} />
    </div>
  )
}

/** A part of the tracked order (summary, delivery, contact), named by its h3 under the page's h2. */
function TrackSection({
  headingId,
  title,
  className = '',
  children,
}: {
  headingId: string
  title: string
  className?: string
  children: ReactNode
}) {
  return (
    <HeadedSection
      headingId={headingId}
      title={title}
      headingLevel="h3"
      headingClassName="font-serif text-lg"
      className={className}
    >
      {children}
    </HeadedSection>
  )
}
