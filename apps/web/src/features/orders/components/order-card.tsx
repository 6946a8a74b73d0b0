import { lineTotal } from '@scentia/domain/cart/cart'
import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import { formatNaira } from '@scentia/domain/money/format'
import type { Order } from '@scentia/domain/orders/order'
import { previewOrderItems } from '@scentia/domain/orders/preview'
import { orderItemLabel } from '@scentia/domain/orders/totals'
import { hasReceipt, receiptPath } from '@scentia/domain/receipt/receipt'
import { OrderRefunds } from '../../../components/ui/order-refunds'
import { OrderReturns, ReturnStateBadge } from '../../../components/ui/order-returns'
import { OrderTotals } from '../../../components/ui/order-totals'
import { ChevronDown, ChevronUp, ReceiptText, Truck } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Button, ButtonLink } from '../../../components/ui/button'
import { CancelOrderButton } from './cancel-order-button'
import { ReturnItemsButton } from './return-items-button'
import { StatusBadge } from './status-badge'
import { trackPath } from '../../../config/paths'
import { ThumbLine } from '../../../components/ui/thumb-line'

export const orderDate = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

export function formatOrderDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : orderDate.format(date)
}

/**
 * One order on My Orders (docs/product.md §S2): the preview, View/Hide details and Track, and Cancel while
 * it waits unpaid.
 */
export function OrderCard({ order, userId }: { order: Order; userId: number }) {
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const preview = previewOrderItems(order.cart_items)
  return (
    <li className="rounded-3xl border border-line bg-white/60 p-5">
      <article aria-label={`Order ${order.order_id}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="font-mono text-base">{order.order_id}</h2>
            <p className="text-sm text-muted">{formatOrderDate(order.created_at)}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={order.status} />
            {/* The latest return's state beside the order's (docs/product.md §12). */}
            {order.returns?.length ? (
              <ReturnStateBadge state={order.returns[order.returns.length - 1]?.state ?? ''} />
            ) : null}
          </div>
        </div>
        <div className="mt-4 flex items-center gap-3">
          {preview.shown.map((item) => (
            <div key={`${item.id}-${item.size ?? ''}`} className="flex min-w-0 items-center gap-3">
              <ThumbLine image={item.image} size="sm" grow={false}>
                <p className="truncate font-serif">{orderItemLabel(item)}</p>
                <p className="text-sm text-muted">Qty: {item.quantity}</p>
              </ThumbLine>
            </div>
          ))}
          {preview.moreLabel ? <p className="text-sm text-muted">{preview.moreLabel}</p> : null}
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <p className="font-medium tabular-nums">
            <span className="text-sm font-normal text-muted">Total: </span>
            {formatNaira(order.total_amount)}
          </p>
          <div className="flex flex-wrap gap-2">
            <CancelOrderButton order={order} userId={userId} />
            <ReturnItemsButton order={order} userId={userId} />
            <Button
              variant="outline"
              size="sm"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => {
                setOpen((value) => !value)
              }}
            >
              {open ? (
                <ChevronUp aria-hidden="true" className="size-4" />
              ) : (
                <ChevronDown aria-hidden="true" className="size-4" />
              )}
              {open ? 'Hide' : 'View'}
            </Button>
            <ButtonLink to={trackPath(order.order_id)} size="sm">
              <Truck aria-hidden="true" className="size-4" />
              Track
            </ButtonLink>
          </div>
        </div>
        <div
          id={detailsId}
          hidden={!open}
          className="mt-4 grid gap-5 border-t border-line pt-4 text-sm sm:grid-cols-2"
        >
          {open ? <OrderDetails order={order} /> : null}
        </div>
      </article>
    </li>
  )
}

function OrderDetails({ order }: { order: Order }) {
  return (
    <>
      <section className="sm:col-span-2">
        <h3 className="font-medium">Items</h3>
        <ul className="mt-2 space-y-2">
          {order.cart_items.map((item) => (
            <li key={`${item.id}-${item.size ?? ''}`} className="flex items-center gap-3">
              <ThumbLine image={item.image} size="xs">
                {orderItemLabel(item)} × {item.quantity}
              </ThumbLine>
              <span className="tabular-nums">{formatNaira(lineTotal(item))}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="font-medium">Shipping Address</h3>
        <address className="mt-2 not-italic leading-relaxed text-muted">
          {order.full_name}
          <br />
          {order.shipping_address}
          <br />
          {order.city}, {order.state}
          <br />
          {formatNigerianMobileLocal(order.phone_number)}
        </address>
      </section>
      <section>
        <h3 className="font-medium">Order Summary</h3>
        <OrderTotals order={order} />
        <OrderRefunds order={order} />
        <OrderReturns order={order} />
        {order.tracking_number ? (
          <p className="mt-3">
            Tracking number: <span className="font-mono">{order.tracking_number}</span>
          </p>
        ) : null}
        {/* Every paid order has a printable receipt (docs/product.md §12). */}
        {hasReceipt(order) ? (
          <Link
            to={receiptPath(order.order_id)}
            className="mt-3 inline-flex min-h-11 items-center gap-1.5 underline decoration-gold underline-offset-4"
          >
            <ReceiptText aria-hidden="true" className="size-4" />
            View receipt
          </Link>
        ) : null}
      </section>
    </>
  )
}
