import { isReturnState, RETURN_STATE_LABELS, RETURN_STATES } from '@scentia/domain/payment/returns'
import { Link, useSearchParams } from 'react-router'
import { AdminFilterSelect, AdminListPage } from '../../../components/ui/console-list-page'
import { returnReasonLabel, ReturnStateBadge } from '../../../components/ui/order-returns'
import { useAdminReturns } from '../api/admin-returns'
import { formatDateTime } from './admin-format'

const stateOptions = [
  { value: '', label: 'All returns' },
  ...RETURN_STATES.map((value) => ({ value, label: RETURN_STATE_LABELS[value] })),
]

/** The console's Returns list (docs/product.md §12): the state filter lives in the URL. */
export function AdminReturnsPage() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('state') ?? ''
  const state = isReturnState(raw) ? raw : ''
  const returns = useAdminReturns(state)
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
              setParams(value ? new URLSearchParams({ state: value }) : new URLSearchParams())
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
