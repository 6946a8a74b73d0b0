import { PICKUP_OPTION_NAME } from '@scentia/domain/shipping/pickup'
import { lineTotal } from '@scentia/domain/cart/cart'
import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import { formatNaira } from '@scentia/domain/money/format'
import { orderItemLabel } from '@scentia/domain/orders/totals'
import { hasReceipt, receiptPath } from '@scentia/domain/receipt/receipt'
import { ArrowLeft, Gift } from 'lucide-react'
import { Link } from 'react-router'
import { isApiError } from '../../../lib/api-client'
import { useAdminOrder } from '../api/admin-orders'
import { OrderNotFound } from './order-not-found'
import { formatDateTime, paymentLabel, statusLabel } from './admin-format'
import { OrderCourierPanel } from './order-courier'
import { OrderMoneyActions } from './order-money-actions'
import { OrderStatusActions } from './order-status-actions'
import { PodPaymentActions } from './pay-on-delivery-admin'
import { ListSkeleton, LoadError } from '../../../components/ui/query-states'
import { PaymentBadge, StatusBadge } from './status-badge'
import { adminCustomerPath } from '../../../config/paths'
import { ThumbLine } from '../../../components/ui/thumb-line'
import { OrderRefunds } from '../../../components/ui/order-refunds'
import { ReturnStateBadge } from '../../../components/ui/order-returns'
import { OrderTotals } from '../../../components/ui/order-totals'
import { ConsolePanel } from './console-panel'
import { HeadedSection } from '../../../components/ui/headed-section'

export function AdminOrderPage({ orderId }: { orderId: string }) {
  const query = useAdminOrder(orderId)
  if (isApiError(query.error) && query.error.statusCode === 404) {
    return <OrderNotFound orderId={orderId} />
  }
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data) return <ListSkeleton rows={4} />
  const order = query.data

  return (
    <div>
      <Link
        to="/admin/orders"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Orders
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-semibold md:text-3xl">{order.order_id}</h1>
        <StatusBadge status={order.status} />
        <PaymentBadge status={order.payment_status} />
      </div>
      <p className="mt-1 text-sm text-muted">Placed {formatDateTime(order.created_at)}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <div className="space-y-6">
          <ConsolePanel id="order-items" title="Items">
            <ul className="mt-3 divide-y divide-line">
              {order.cart_items.map((item) => (
                <li
                  key={`${item.id}-${item.name}-${item.size ?? ''}`}
                  className="flex items-center gap-3 py-3 text-sm"
                >
                  <ThumbLine image={item.image}>
                    <span className="block font-medium">{orderItemLabel(item)}</span>
                    <span className="text-muted">
                      {item.quantity} × {formatNaira(item.price)}
                    </span>
                  </ThumbLine>
                  <span className="font-semibold">{formatNaira(lineTotal(item))}</span>
                </li>
              ))}
            </ul>
            {/* Delivery always, as the shopper was told it: a fee, Pay on Delivery or Free. */}
            <OrderTotals
              order={order}
              delivery="always"
              className="mt-3 space-y-1 border-t border-line pt-3 text-sm"
            />
            <OrderRefunds order={order} />
            {order.returns?.length ? (
              <ul aria-label="Returns" className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
                {order.returns.map((entry) => (
                  <li key={entry.id} className="flex items-center justify-between gap-2">
                    <Link
                      to={`/admin/returns/${String(entry.id)}`}
                      className="inline-flex min-h-11 items-center underline"
                    >
                      Return {entry.id}
                    </Link>
                    <ReturnStateBadge state={entry.state} />
                  </li>
                ))}
              </ul>
            ) : null}
          </ConsolePanel>

          {order.gift ? (
            <HeadedSection
              headingId="order-gift"
              icon={Gift}
              title={<>A gift{order.gift_wrap > 0 ? ', gift wrapped' : ''}</>}
              className="rounded-2xl border border-gold/60 bg-white p-5 text-sm"
            >
              {order.gift.message ? (
                // The shopper's plain text, as text (React escapes it), its line breaks kept.
                <p className="mt-2 font-serif text-base whitespace-pre-line">
                  {order.gift.message}
                </p>
              ) : (
                <p className="mt-2 text-muted">No message.</p>
              )}
            </HeadedSection>
          ) : null}

          <ConsolePanel id="order-history" title="History">
            <ol className="mt-3 space-y-3">
              {order.history.map((entry, index) => (
                <li key={`${entry.at}-${index}`} className="border-l-2 border-gold pl-3 text-sm">
                  <p className="font-medium">
                    {entry.from_status ? `${statusLabel(entry.from_status)} → ` : 'Placed as '}
                    {statusLabel(entry.to_status)}
                  </p>
                  <p className="text-muted">
                    {formatDateTime(entry.at)} ·{' '}
                    {entry.actor ? entry.actor.full_name : 'Shop system'}
                    {entry.tracking_number ? ` · Tracking ${entry.tracking_number}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          </ConsolePanel>
        </div>

        <div className="space-y-6">
          <PodPaymentActions order={order} />
          <OrderCourierPanel order={order} />
          <OrderStatusActions order={order} />
          <OrderMoneyActions order={order} />
          <ConsolePanel id="order-customer" title="Customer" className="text-sm">
            <p className="mt-2 font-medium">
              {order.customer.user_id ? (
                <Link
                  to={adminCustomerPath(order.customer.user_id)}
                  className="inline-flex min-h-11 items-center underline decoration-gold underline-offset-4"
                >
                  {order.customer.full_name}
                </Link>
              ) : (
                order.customer.full_name
              )}
            </p>
            <p className="break-all">{order.customer.email}</p>
            <p>{formatNigerianMobileLocal(order.customer.phone_number)}</p>
            {order.delivery_method === 'pickup' ? (
              <p
                className="mt-4 rounded-xl bg-sand/60 px-3 py-2 font-medium"
                data-testid="pickup-order-note"
              >
                {PICKUP_OPTION_NAME}: the shopper collects it with their pickup code
              </p>
            ) : null}
            <h3 className="mt-4 font-semibold">
              {order.delivery_method === 'pickup' ? 'Contact address' : 'Deliver to'}
            </h3>
            <address className="mt-1 not-italic">
              {order.address.street_address}
              <br />
              {order.address.ward}, {order.address.lga}
              <br />
              {order.address.state}
            </address>
            <h3 className="mt-4 font-semibold">Payment</h3>
            <p>
              {paymentLabel(order.payment_status)} · {order.payment_method}
            </p>
            <p className="break-all text-muted">Reference {order.transaction_reference}</p>
            {/* Any paid order's receipt, as its shopper prints it (docs/product.md §12). */}
            {hasReceipt(order) ? (
              <Link
                to={receiptPath(order.order_id)}
                className="inline-flex min-h-11 items-center underline decoration-gold underline-offset-4"
              >
                View receipt
              </Link>
            ) : null}
            {/* The parcel's slip: no prices, the gift message (decision 045). */}
            <Link
              to={`/admin/orders/${encodeURIComponent(order.order_id)}/packing-slip`}
              className="flex min-h-11 items-center underline decoration-gold underline-offset-4"
            >
              Print packing slip
            </Link>
            {order.tracking_number ? (
              <>
                <h3 className="mt-4 font-semibold">Tracking number</h3>
                <p className="font-mono">{order.tracking_number}</p>
              </>
            ) : null}
          </ConsolePanel>
        </div>
      </div>
    </div>
  )
}
