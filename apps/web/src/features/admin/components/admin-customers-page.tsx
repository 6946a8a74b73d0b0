import { ADMIN_SEARCH_MAX_LENGTH } from '@scentia/domain/admin/order-console'
import { formatNaira } from '@scentia/domain/money/format'
import { Search } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useAdminCustomers } from '../api/admin-customers'
import { formatDate } from './admin-format'
import { ListSkeleton, LoadError, Pager } from './query-states'
import { adminCustomerPath } from '../../../config/paths'

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
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    go({ search: draft.trim(), page: 1 })
  }

  return (
    <div>
      <h1 className="font-serif text-3xl tracking-tight">Customers</h1>
      <form role="search" onSubmit={submit} className="mt-5 flex gap-3">
        <div className="relative flex-1">
          <label htmlFor="customer-search" className="sr-only">
            Search customers
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id="customer-search"
            type="search"
            value={draft}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            onChange={(event) => {
              setDraft(event.target.value)
            }}
            placeholder="Name or email"
            className="h-11 w-full rounded-full border border-line bg-white pr-4 pl-9 text-sm"
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <div className="mt-6" aria-live="polite">
        {customers.error ? (
          <LoadError error={customers.error} onRetry={() => void customers.refetch()} />
        ) : !customers.data ? (
          <ListSkeleton />
        ) : customers.data.items.length === 0 ? (
          <StatusPanel title="No customers found">
            {search ? 'Try another name or email.' : 'Customers appear here once they sign up.'}
          </StatusPanel>
        ) : (
          <>
            <ul className="space-y-3">
              {customers.data.items.map((customer) => (
                <li key={customer.user_id}>
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
                </li>
              ))}
            </ul>
            <Pager
              page={customers.data.page}
              pageSize={customers.data.page_size}
              total={customers.data.total}
              onPage={(next) => {
                go({ search, page: next })
              }}
            />
          </>
        )}
      </div>
    </div>
  )
}
