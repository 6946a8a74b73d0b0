import { isApiError } from '../../../lib/api-client'
import {
  countOrders,
  isOrderStatusFilter,
  ORDER_STATUS_FILTER_LABELS,
  ORDER_STATUS_FILTERS,
  searchOrders,
  type OrderStatusFilter,
} from '@scentia/domain/orders/search'
import { PackageOpen, RefreshCw } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { toast } from '../../../lib/toast'
import { Button, ButtonLink } from '../../../components/ui/button'
import { inputClasses } from '../../../components/ui/form-field'
import { SearchBox } from '../../../components/ui/search-box'
import { SignInRequired } from '../../../components/ui/sign-in-required'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useSession } from '../../../lib/session'
import { useOrders } from '../api/orders-api'
import { OrderCard } from './order-card'
import { bindValue } from '../../../lib/form-bindings'

export const ORDERS_MESSAGES = {
  checkingAuth: 'Checking authentication...',
  loading: 'Loading orders...',
  signIn: 'Please sign in to view your orders.',
  mustSignIn: 'You must be logged in to view your orders.',
  fromCache: 'Orders loaded from cache',
  cacheAfterError: 'Using cached data due to network error',
  failed: 'Failed to load orders',
} as const

/** /orders (docs/product.md §S2 My Orders). */
export function OrdersPage() {
  const { user, isAuthenticated, isLoading } = useSession()
  if (isLoading) return <Waiting text={ORDERS_MESSAGES.checkingAuth} />
  if (!isAuthenticated || !user) {
    return (
      <>
        <SignInRequired message={ORDERS_MESSAGES.signIn} />
        <StatusPanel headingLevel="h1" title="My Orders">
          {ORDERS_MESSAGES.mustSignIn}
        </StatusPanel>
      </>
    )
  }
  return <OrdersList userId={user.user_id} />
}

function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="mx-auto max-w-5xl px-5 py-16 text-center text-muted">
      {text}
    </p>
  )
}

function OrdersList({ userId }: { userId: number }) {
  const query = useOrders(userId)
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<OrderStatusFilter>('all')
  const [mountedAt] = useState(() => Date.now())
  const result = query.data
  const fallbackError = result?.source === 'cache-after-error' ? result.error : null
  const error = query.error

  useEffect(() => {
    const reason =
      fallbackError ?? (error ? (isApiError(error) ? error.message : ORDERS_MESSAGES.failed) : null)
    if (reason) toast.error(`Failed to load orders: ${reason}`, { id: 'orders-failed' })
  }, [fallbackError, error])

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-serif text-4xl tracking-tight">My Orders</h1>
        <p className="mt-1 text-muted">Track and manage your fragrance orders.</p>
      </div>
      <Button
        variant="outline"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
        aria-label="Refresh orders"
      >
        <RefreshCw
          aria-hidden="true"
          className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`}
        />
        Refresh
      </Button>
    </div>
  )

  if (!result) {
    return (
      <Page>
        {header}
        {query.isError ? (
          <StatusPanel
            role="alert"
            title={ORDERS_MESSAGES.failed}
            actions={<Button onClick={() => void query.refetch()}>Try Again</Button>}
          >
            Something went wrong. Please try again.
          </StatusPanel>
        ) : (
          <Waiting text={ORDERS_MESSAGES.loading} />
        )}
      </Page>
    )
  }

  const orders = result.orders
  const counts = countOrders(orders)
  const shown = searchOrders(orders, { query: search, status })
  // A cache hit: what shows was fetched before this visit and no call is under way.
  const fromCache =
    result.source === 'cache' || (!query.isFetching && query.dataUpdatedAt < mountedAt)
  const note = fallbackError
    ? ORDERS_MESSAGES.cacheAfterError
    : fromCache && !query.isFetching
      ? ORDERS_MESSAGES.fromCache
      : null

  return (
    <Page>
      {header}
      {note ? (
        <p role="status" className="mt-3 text-sm text-muted">
          {note}
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['Total', counts.total],
            ['Pending', counts.pending],
            ['Shipped', counts.shipped],
            ['Delivered', counts.delivered],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="rounded-2xl bg-sand/60 p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-serif text-2xl">{count}</dd>
          </div>
        ))}
      </dl>

      {orders.length === 0 ? (
        <StatusPanel
          icon={<PackageOpen aria-hidden="true" className="size-7" />}
          title="No orders yet"
          actions={<ButtonLink to="/shop">Start Shopping</ButtonLink>}
        >
          When you place an order, it will appear here.
        </StatusPanel>
      ) : (
        <>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row" role="search">
            <label htmlFor="orders-search" className="sr-only">
              Search orders
            </label>
            <SearchBox
              wrapperClassName="sm:flex-1"
              iconClassName="left-3.5 size-4"
              id="orders-search"
              placeholder="Search orders..."
              {...bindValue(search, setSearch)}
              className={`${inputClasses} pl-10`}
            />
            <label htmlFor="orders-status" className="sr-only">
              Filter by status
            </label>
            <select
              id="orders-status"
              value={status}
              onChange={(event) => {
                if (isOrderStatusFilter(event.target.value)) setStatus(event.target.value)
              }}
              className={`${inputClasses} sm:w-48`}
            >
              {ORDER_STATUS_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {ORDER_STATUS_FILTER_LABELS[filter]}
                </option>
              ))}
            </select>
          </div>
          {shown.length === 0 ? (
            <StatusPanel title="No matching orders">
              Try adjusting your search or filter
            </StatusPanel>
          ) : (
            <ul aria-label="Orders" className="mt-6 flex flex-col gap-4">
              {shown.map((order) => (
                <OrderCard key={order.order_id} order={order} userId={userId} />
              ))}
            </ul>
          )}
        </>
      )}

      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/shop" variant="outline">
          Continue Shopping
        </ButtonLink>
        <ButtonLink to="/track">Track Order</ButtonLink>
      </div>
    </Page>
  )
}

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl px-5 pt-8 pb-16 md:px-8 md:pt-12">{children}</div>
}
