import { DeliveryRatesPanel } from './delivery-rates-admin'
import { PodSettingsPanel } from './pay-on-delivery-admin'
import { ADMIN_SEARCH_MAX_LENGTH } from '@scentia/domain/admin/order-console'
import { formatNaira } from '@scentia/domain/money/format'
import { isOrderStatus, ORDER_STATUSES } from '@scentia/domain/orders/status'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useAdminOrders } from '../api/admin-orders'
import { statusLabel } from './admin-format'
import { OrderRowLink } from './order-row-link'
import {
  AdminFilterSelect,
  AdminListPage,
  AdminSearchField,
  AdminSearchForm,
} from '../../../components/ui/console-list-page'
import { Pager } from '../../../components/ui/query-states'
import { PaymentBadge, StatusBadge } from './status-badge'

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...ORDER_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
]

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

  return (
    <>
      <PodSettingsPanel />
      <DeliveryRatesPanel />
      <AdminListPage
        title="Orders"
        filters={
          <AdminSearchForm
            onSearch={() => {
              update({ search: draft.trim() })
            }}
          >
            <AdminSearchField
              id="order-search"
              label="Search orders"
              value={draft}
              maxLength={ADMIN_SEARCH_MAX_LENGTH}
              onChange={setDraft}
              placeholder="Order id, customer name or email, item"
            />
            <AdminFilterSelect
              id="order-status"
              label="Status"
              value={status}
              options={statusOptions}
              onChange={(value) => {
                update({ search: draft.trim(), status: value })
              }}
            />
          </AdminSearchForm>
        }
        error={orders.error}
        onRetry={() => void orders.refetch()}
        items={orders.data?.items}
        itemKey={(order) => order.order_id}
        empty={{
          title: 'No orders found',
          message:
            search || status
              ? 'Try another search or status.'
              : 'Orders appear here once customers pay.',
        }}
        summary={
          orders.data ? (
            <p className="mb-3 text-sm text-muted">
              {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}
            </p>
          ) : null
        }
        footer={
          orders.data ? (
            <Pager
              page={orders.data.page}
              pageSize={orders.data.page_size}
              total={orders.data.total}
              onPage={(next) => {
                update({ page: next })
              }}
            />
          ) : null
        }
        renderItem={(order) => (
          <OrderRowLink
            order={order}
            className="grid sm:grid-cols-[1.2fr_1.5fr_auto_auto] sm:items-center"
          >
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
          </OrderRowLink>
        )}
      />
    </>
  )
}
