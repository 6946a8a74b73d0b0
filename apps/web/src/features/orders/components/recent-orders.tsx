import { formatNaira } from '@scentia/domain/money/format'
import { recentOrders } from '@scentia/domain/orders/preview'
import { accountPanelTone, listLabel, type StatusTone } from '@scentia/domain/orders/status'
import { returnStateLabel, returnStateTone } from '@scentia/domain/payment/returns'
import { Link } from 'react-router'
import { returnToneClasses } from '../../../components/ui/order-returns'
import { SkeletonStack } from '../../../components/ui/skeleton-stack'
import { useOrders } from '../api/orders-api'
import { formatOrderDate } from './order-card'
import { trackPath } from '../../../config/paths'

interface RecentOrdersProps {
  userId: number
  /** Following a link closes the account panel. */
  onNavigate?: () => void
}

/** The account panel's 2 most recent orders (docs/product.md §S2): id, status, date, total. */
/** Delivered green, cancelled grey, refunded orange, the rest blue (docs/product.md §S4's account panel, §12). */
const panelToneClasses: Record<StatusTone, string> = {
  green: 'text-green-800',
  blue: 'text-blue-800',
  grey: 'text-stone-600',
  amber: 'text-orange-800',
}

export function RecentOrders({ userId, onNavigate }: RecentOrdersProps) {
  const query = useOrders(userId)
  if (!query.data) {
    if (query.isError) return <p className="text-sm text-muted">Failed to load orders</p>
    return (
      <SkeletonStack
        label="Loading recent orders"
        className="flex flex-col gap-2"
        shapes={['h-14 w-full rounded-2xl', 'h-14 w-full rounded-2xl']}
      />
    )
  }
  const { orders } = recentOrders(query.data.orders)
  if (orders.length === 0) return <p className="text-sm text-muted">No orders yet</p>
  return (
    <ul className="flex flex-col gap-2">
      {orders.map((order) => (
        <li key={order.order_id}>
          <Link
            to={trackPath(order.order_id)}
            onClick={onNavigate}
            className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-white/60 p-3 text-sm hover:border-ink/30"
          >
            <span className="min-w-0">
              <span className="block font-mono">{order.order_id}</span>
              <span className="block text-xs text-muted">{formatOrderDate(order.created_at)}</span>
            </span>
            <span className="text-right">
              <span
                className={`block text-xs font-medium ${panelToneClasses[accountPanelTone(order.status)]}`}
              >
                {listLabel(order.status)}
              </span>
              {/* The latest return's state under the order's (docs/product.md §12). */}
              {order.returns?.length ? (
                <ReturnLabel state={order.returns[order.returns.length - 1]?.state ?? ''} />
              ) : null}
              <span className="block tabular-nums">{formatNaira(order.total_amount)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function ReturnLabel({ state }: { state: string }) {
  return (
    <span
      className={`mt-0.5 inline-block rounded-full px-2 text-xs ${returnToneClasses[returnStateTone(state)]}`}
    >
      {returnStateLabel(state)}
    </span>
  )
}
