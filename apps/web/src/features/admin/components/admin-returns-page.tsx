import { isReturnState, RETURN_STATE_LABELS, RETURN_STATES } from '@scentia/domain/payment/returns'
import { Link, useSearchParams } from 'react-router'
import { AdminFilterSelect, AdminListPage } from '../../../components/ui/console-list-page'
import { Pager } from '../../../components/ui/query-states'
import { returnReasonLabel, ReturnStateBadge } from '../../../components/ui/order-returns'
import { useAdminReturns } from '../api/admin-returns'
import { formatDateTime } from './admin-format'

const stateOptions = [
  { value: '', label: 'All returns' },
  ...RETURN_STATES.map((value) => ({ value, label: RETURN_STATE_LABELS[value] })),
]

/**
 * The console's Returns list (docs/product.md §12): the state filter and the page live in the
 * URL, as on the console's other lists, so Back returns to the same page.
 */
export function AdminReturnsPage() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('state') ?? ''
  const state = isReturnState(raw) ? raw : ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const returns = useAdminReturns({ state, page })

  const update = (next: { state?: string; page?: number }) => {
    const merged = { state, page: 1, ...next }
    const query = new URLSearchParams()
    if (merged.state) query.set('state', merged.state)
    if (merged.page > 1) query.set('page', String(merged.page))
    setParams(query)
  }
  return (
    <AdminListPage
      title="Returns"
      filters={
        <div className="mt-4">
          <AdminFilterSelect
            id="return-state"
            label="State"
            value={state}
            options={stateOptions}
            onChange={(value) => {
              update({ state: value })
            }}
          />
        </div>
      }
      error={returns.error}
      onRetry={() => void returns.refetch()}
      items={returns.data?.data}
      itemKey={(entry) => entry.id}
      empty={{
        title: 'No returns',
        message: state ? 'No return is in this state.' : 'No shopper has asked for a return yet.',
      }}
      summary={
        returns.data ? (
          <p className="mb-3 text-sm text-muted">
            {returns.data.total} {returns.data.total === 1 ? 'return' : 'returns'}
          </p>
        ) : null
      }
      footer={
        returns.data ? (
          <Pager
            page={returns.data.page}
            pageSize={returns.data.page_size}
            total={returns.data.total}
            onPage={(next) => {
              update({ page: next })
            }}
          />
        ) : null
      }
      renderItem={(entry) => (
        <Link
          to={`/admin/returns/${String(entry.id)}`}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white p-4 text-sm hover:border-ink/30 focus-visible:outline-2"
        >
          <span className="min-w-0">
            <span className="block font-mono">
              Return {entry.id} · {entry.order_id}
            </span>
            <span className="block text-muted">
              {entry.full_name} · {entry.units} {entry.units === 1 ? 'unit' : 'units'} ·{' '}
              {returnReasonLabel(entry.reason)}
            </span>
            <span className="block text-xs text-muted">{formatDateTime(entry.created_at)}</span>
          </span>
          <ReturnStateBadge state={entry.state} />
        </Link>
      )}
    />
  )
}
