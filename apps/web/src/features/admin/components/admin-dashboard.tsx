import { formatNaira } from '@scentia/domain/money/format'
import { ORDER_STATUSES } from '@scentia/domain/orders/status'
import { Link } from 'react-router'
import { useAdminStats } from '../api/admin-stats'
import { statusLabel } from './admin-format'
import { SalesAtAGlance } from './sales-at-a-glance'
import { ListSkeleton, LoadError } from '../../../components/ui/query-states'
import { adminOrdersPath, adminProductPath } from '../../../config/paths'

export function AdminDashboard() {
  const stats = useAdminStats()
  if (stats.error) return <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
  if (!stats.data) return <ListSkeleton rows={4} />
  const data = stats.data
  return (
    <div>
      <h1 className="font-serif text-3xl tracking-tight">Dashboard</h1>
      <SalesAtAGlance />
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2 rounded-2xl bg-ink p-5 text-cream">
          <dt className="text-sm text-cream/70">Revenue from paid orders</dt>
          <dd className="mt-1 font-serif text-3xl">{formatNaira(data.revenue)}</dd>
          <dd className="mt-1 text-sm text-cream/70">
            {data.paid_orders} paid {data.paid_orders === 1 ? 'order' : 'orders'}
          </dd>
        </div>
        <div className="col-span-2 rounded-2xl border border-line bg-white p-5">
          <dt className="text-sm text-muted">Paid and waiting to be processed</dt>
          <dd className="mt-1 font-serif text-3xl">{data.awaiting_processing}</dd>
          <dd className="text-sm">
            <Link
              className="inline-flex min-h-11 items-center underline decoration-gold underline-offset-4"
              to={adminOrdersPath('pending')}
            >
              Open pending orders
            </Link>
          </dd>
        </div>
      </dl>
      {/* Each card is one link, the whole card: a thumb presses it anywhere, not only on its
          number, and a screen reader hears the status and the count as one name. */}
      <ul aria-label="Orders by status" className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ORDER_STATUSES.map((status) => {
          const count = data.orders_by_status[status]
          return (
            <li key={status}>
              <Link
                to={adminOrdersPath(status)}
                aria-label={`${statusLabel(status)}: ${String(count)} ${count === 1 ? 'order' : 'orders'}`}
                className="block rounded-2xl border border-line bg-white p-4 hover:border-ink/40"
              >
                <span className="block text-sm text-muted">{statusLabel(status)}</span>
                <span className="mt-1 block text-2xl font-semibold">{count}</span>
              </Link>
            </li>
          )
        })}
      </ul>
      <section aria-labelledby="low-stock" className="mt-10">
        <h2 id="low-stock" className="font-serif text-2xl">
          Low stock
        </h2>
        {data.low_stock.length === 0 ? (
          <p className="mt-3 text-sm text-muted">Every product has more than 5 in stock.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
            {data.low_stock.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-3 px-4 text-sm">
                {/* The row's height, a whole touch target (decision 055). */}
                <Link
                  to={adminProductPath(product.id)}
                  className="min-w-0 flex-1 py-3 font-medium hover:underline"
                >
                  {product.name}
                </Link>
                <span
                  className={product.stock === 0 ? 'font-semibold text-rose-700' : 'text-muted'}
                >
                  {product.stock === 0 ? 'Sold out' : `${product.stock} left`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
