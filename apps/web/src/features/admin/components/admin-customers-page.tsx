import { ADMIN_SEARCH_MAX_LENGTH } from '@scentia/domain/admin/order-console'
import { formatNaira } from '@scentia/domain/money/format'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { adminCustomerPath } from '../../../config/paths'
import { useAdminCustomers } from '../api/admin-customers'
import { formatDate } from './admin-format'
import {
  AdminListPage,
  AdminSearchField,
  AdminSearchForm,
} from '../../../components/ui/console-list-page'
import { Pager } from '../../../components/ui/query-states'

export function AdminCustomersPage() {
  const [params, setParams] = useSearchParams()
  const search = params.get('search') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [draft, setDraft] = useState(search)
  const customers = useAdminCustomers({ search, page })

  const go = (next: { search: string; page: number }) => {
    const query = new URLSearchParams()
    if (next.search) query.set('search', next.search)
    if (next.page > 1) query.set('page', String(next.page))
    setParams(query)
  }

  return (
    <AdminListPage
      title="Customers"
      filters={
        <AdminSearchForm
          onSearch={() => {
            go({ search: draft.trim(), page: 1 })
          }}
        >
          <AdminSearchField
            id="customer-search"
            label="Search customers"
            value={draft}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            onChange={setDraft}
            placeholder="Name or email"
          />
        </AdminSearchForm>
      }
      error={customers.error}
      onRetry={() => void customers.refetch()}
      items={customers.data?.items}
      itemKey={(customer) => customer.user_id}
      empty={{
        title: 'No customers found',
        message: search ? 'Try another name or email.' : 'Customers appear here once they sign up.',
      }}
      footer={
        customers.data ? (
          <Pager
            page={customers.data.page}
            pageSize={customers.data.page_size}
            total={customers.data.total}
            onPage={(next) => {
              go({ search, page: next })
            }}
          />
        ) : null
      }
      renderItem={(customer) => (
        <Link
          to={adminCustomerPath(customer.user_id)}
          className="grid gap-1 rounded-2xl border border-line bg-white p-4 hover:border-ink/40 sm:grid-cols-[2fr_1fr_1fr] sm:items-center"
        >
          <span className="min-w-0">
            <span className="block truncate font-medium">
              {customer.full_name}
              {customer.role === 'admin' ? (
                <span className="ml-2 rounded-full bg-gold/20 px-2 text-xs">Owner</span>
              ) : null}
            </span>
            <span className="block truncate text-xs text-muted">{customer.email}</span>
          </span>
          <span className="text-sm">
            {customer.order_count} {customer.order_count === 1 ? 'order' : 'orders'} ·{' '}
            {formatNaira(customer.total_spent)}
          </span>
          <span className="text-xs text-muted">
            Joined {formatDate(customer.created_at)}
            {customer.verified ? '' : ' · not verified'}
          </span>
        </Link>
      )}
    />
  )
}
