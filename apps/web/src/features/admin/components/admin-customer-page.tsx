import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import { formatNaira } from '@scentia/domain/money/format'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { ButtonLink } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { isApiError } from '../../../lib/api-client'
import { useAdminCustomer } from '../api/admin-customers'
import { formatDate } from './admin-format'
import { OrderRowLink } from './order-row-link'
import { ListSkeleton, LoadError } from '../../../components/ui/query-states'
import { PaymentBadge, StatusBadge } from './status-badge'

export function AdminCustomerPage({ userId }: { userId: number }) {
  const query = useAdminCustomer(userId)
  if (
    isApiError(query.error) &&
    (query.error.statusCode === 404 || query.error.statusCode === 400)
  ) {
    return (
      <StatusPanel
        title="Customer not found"
        actions={<ButtonLink to="/admin/customers">Back to customers</ButtonLink>}
      >
        No customer has this id.
      </StatusPanel>
    )
  }
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data) return <ListSkeleton rows={3} />
  const customer = query.data
  return (
    <div>
      <Link
        to="/admin/customers"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Customers
      </Link>
      <h1 className="mt-3 font-serif text-3xl tracking-tight">{customer.full_name}</h1>
      <dl className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-5 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-muted">Email</dt>
          <dd className="break-all">{customer.email}</dd>
        </div>
        <div>
          <dt className="text-muted">Phone</dt>
          <dd>
            {customer.phone_number ? formatNigerianMobileLocal(customer.phone_number) : 'Not given'}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Joined</dt>
          <dd>
            {formatDate(customer.created_at)}
            {customer.verified ? '' : ' (not verified)'}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Spent</dt>
          <dd>
            {formatNaira(customer.total_spent)} over {customer.order_count}{' '}
            {customer.order_count === 1 ? 'order' : 'orders'}
          </dd>
        </div>
      </dl>
      <h2 className="mt-8 font-serif text-2xl">Orders</h2>
      {customer.orders.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No orders yet.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {customer.orders.map((order) => (
            <li key={order.order_id}>
              <OrderRowLink order={order} className="flex flex-wrap items-center justify-between">
                <span className="text-sm font-semibold">{formatNaira(order.total_amount)}</span>
                <span className="flex gap-2">
                  <StatusBadge status={order.status} />
                  <PaymentBadge status={order.payment_status} />
                </span>
              </OrderRowLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
