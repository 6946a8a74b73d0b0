import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { adminOrderPath } from '../../../config/paths'
import { formatDateTime } from './admin-format'

/**
 * A console row that opens an order (the orders list, a customer's orders): the order's id and
 * when it was placed come first, then the row's own details.
 */
export function OrderRowLink({
  order,
  className,
  children,
}: {
  order: { order_id: string; created_at: string }
  /** The row's layout. */
  className: string
  children: ReactNode
}) {
  return (
    <Link
      to={adminOrderPath(order.order_id)}
      className={`gap-2 rounded-2xl border border-line bg-white p-4 hover:border-ink/40 ${className}`}
    >
      <span>
        <span className="block font-mono text-sm font-semibold">{order.order_id}</span>
        <span className="text-xs text-muted">{formatDateTime(order.created_at)}</span>
      </span>
      {children}
    </Link>
  )
}
