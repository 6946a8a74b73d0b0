import { ADMIN_SEARCH_MAX_LENGTH } from '@scentia/domain/admin/order-console'
import { formatNaira } from '@scentia/domain/money/format'
import { isOrderStatus, ORDER_STATUSES } from '@scentia/domain/orders/status'
import { Search } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useAdminOrders } from '../api/admin-orders'
import { formatDateTime, statusLabel } from './admin-format'
import { Pager, ListSkeleton, LoadError } from './query-states'
import { PaymentBadge, StatusBadge } from './status-badge'
import { adminOrderPath } from '../../../config/paths'

/** Filters live in the URL, so a filtered list can be bookmarked and Back works. */
export function AdminOrdersPage() {
  const [params, setParams] = useSearchParams()
  const search = params.get('search') ?? ''
  const rawStatus = params.get('status') ?? ''
  const status = isOrderStatus(rawStatus) ? rawStatus : ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [draft, setDraft] = useState(search)
  const orders = useAdminOrders({ search, status, page })

  const update = (next: { search?: string; status?: string; page?: number }) => {
    const merged = { search, status, page: 1, ...next }
    const query = new URLSearchParams()
    if (merged.search) query.set('search', merged.search)
    if (merged.status) query.set('status', merged.status)
    if (merged.page > 1) query.set('page', String(merged.page))
    setParams(query)
  }
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    update({ search: draft.trim() })
  }

  return (
    <div>
      <h1 className="font-serif text-3xl tracking-tight">Orders</h1>
      <form
        role="search"
        onSubmit={submit}
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="order-search" className="text-sm font-medium">
            Search orders
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              id="order-search"
              type="search"
              value={draft}
              maxLength={ADMIN_SEARCH_MAX_LENGTH}
              onChange={(event) => {
                setDraft(event.target.value)
              }}
              placeholder="Order id, customer name or email, item"
              className="h-11 w-full rounded-full border border-line bg-white pr-4 pl-9 text-sm"
            />
          </div>
        </div>
        <div>
          <label htmlFor="order-status" className="text-sm font-medium">
            Status
          </label>
          <select
            id="order-status"
            value={status}
            onChange={(event) => {
              update({ search: draft.trim(), status: event.target.value })
            }}
            className="mt-1 block h-11 w-full rounded-full border border-line bg-white px-4 text-sm sm:w-44"
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Search</Button>
      </form>

      <div className="mt-6" aria-live="polite">
        {orders.error ? (
          <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : !orders.data ? (
          <ListSkeleton />
        ) : orders.data.items.length === 0 ? (
          <StatusPanel title="No orders found">
            {search || status
              ? 'Try another search or status.'
              : 'Orders appear here once customers pay.'}
          </StatusPanel>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted">
              {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}
            </p>
            <ul className="space-y-3">
              {orders.data.items.map((order) => (
                <li key={order.order_id}>
                  <Link
                    to={adminOrderPath(order.order_id)}
                    className="grid gap-2 rounded-2xl border border-line bg-white p-4 hover:border-ink/40 sm:grid-cols-[1.2fr_1.5fr_auto_auto] sm:items-center"
                  >
                    <span>
                      <span className="block font-mono text-sm font-semibold">
                        {order.order_id}
                      </span>
                      <span className="text-xs text-muted">{formatDateTime(order.created_at)}</span>
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{order.full_name}</span>
                      <span className="block truncate text-xs text-muted">{order.email}</span>
                    </span>
                    <span className="text-sm font-semibold">
                      {formatNaira(order.total_amount)}
                      <span className="ml-2 text-xs font-normal text-muted">
                        {order.item_count} {order.item_count === 1 ? 'item' : 'items'}
                      </span>
                    </span>
                    <span className="flex flex-wrap gap-2">
                      <StatusBadge status={order.status} />
                      <PaymentBadge status={order.payment_status} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager
              page={orders.data.page}
              pageSize={orders.data.page_size}
              total={orders.data.total}
              onPage={(next) => {
                update({ page: next })
              }}
            />
          </>
        )}
      </div>
    </div>
  )
}
