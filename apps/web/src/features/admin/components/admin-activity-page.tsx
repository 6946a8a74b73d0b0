import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  formatAuditValue,
  type AuditAction,
  type AuditEntry,
  type AuditFields,
} from '@scentia/domain/admin/audit'
import { ADMIN_SEARCH_MAX_LENGTH } from '@scentia/domain/admin/order-console'
import { formatNaira } from '@scentia/domain/money/format'
import { useState, type SyntheticEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { AdminSearchField } from '../../../components/ui/console-list-page'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useAdminAudit } from '../api/admin-audit'
import { formatDateTime, statusLabel } from './admin-format'
import { ListSkeleton, LoadError, Pager } from '../../../components/ui/query-states'

const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value)

/** Field names as the owner reads them; anything unlisted shows as recorded. */
const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  tracking_number: 'Tracking number',
  price: 'Price',
  stock: 'Stock',
  best_seller: 'Best seller',
  gift_set: 'Gift set',
  travel_size: 'Travel size',
  retired: 'Retired',
  name: 'Name',
  brand: 'Brand',
  description: 'Description',
  size: 'Size',
  gender: 'For',
  type: 'Scent family',
  intensity: 'Intensity',
  notes: 'Notes',
  photo: 'Photo',
  productId: 'Slug',
  content_type: 'Type',
  width: 'Width (px)',
  height: 'Height (px)',
}

function formatField(field: string, value: unknown): string {
  if (field === 'price' && typeof value === 'number') return formatNaira(value)
  if (field === 'status' && typeof value === 'string') return statusLabel(value)
  if (field === 'notes' && value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([tier, notes]) => `${tier}: ${formatAuditValue(notes)}`)
      .join('; ')
  }
  return formatAuditValue(value)
}

/** The changed fields as a small before → after table (a creation has no "before"). */
function Changes({ before, after }: { before: AuditFields | null; after: AuditFields | null }) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  if (fields.length === 0) return <p className="text-sm text-muted">Saved with no change.</p>
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead className="text-xs text-muted">
        <tr>
          <th scope="col" className="w-1/4 py-1 pr-3 font-medium">
            Field
          </th>
          {before ? (
            <th scope="col" className="py-1 pr-3 font-medium">
              Before
            </th>
          ) : null}
          <th scope="col" className="py-1 font-medium">
            {before ? 'After' : 'Value'}
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field} className="border-t border-line align-top">
            <th scope="row" className="py-1.5 pr-3 font-medium">
              {FIELD_LABELS[field] ?? field}
            </th>
            {before ? (
              <td className="py-1.5 pr-3 break-words text-muted">
                {formatField(field, before[field])}
              </td>
            ) : null}
            <td className="py-1.5 break-words">{formatField(field, after?.[field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function TargetLink({ target }: { target: AuditEntry['target'] }) {
  const to =
    target.type === 'order'
      ? `/admin/orders/${target.id}`
      : target.type === 'review'
        ? '/admin/reviews'
        : target.type === 'catalogue'
          ? '/admin/products'
          : `/admin/products/${target.id}`
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center font-medium underline-offset-2 hover:underline"
    >
      {target.type === 'order' ? (
        <span className="font-mono">{target.label}</span>
      ) : (
        <>
          {target.type === 'review' ? 'Review of ' : null}
          {target.label}{' '}
          {target.type === 'catalogue' ? null : <span className="text-muted">(#{target.id})</span>}
        </>
      )}
    </Link>
  )
}

/**
 * The owners' activity log (decision 011): who changed what and when, newest first. Filters live
 * in the URL like the other console lists, so a filtered view can be bookmarked and Back works.
 */
export function AdminActivityPage() {
  const [params, setParams] = useSearchParams()
  const target = params.get('target') ?? ''
  const rawAction = params.get('action') ?? ''
  const action = isAuditAction(rawAction) ? rawAction : ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [draft, setDraft] = useState(target)
  const audit = useAdminAudit({ action, target, page })

  const update = (next: { target?: string; action?: string; page?: number }) => {
    const merged = { target, action, page: 1, ...next }
    const query = new URLSearchParams()
    if (merged.target) query.set('target', merged.target)
    if (merged.action) query.set('action', merged.action)
    if (merged.page > 1) query.set('page', String(merged.page))
    setParams(query)
  }
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    update({ target: draft.trim() })
  }

  return (
    <div>
      <h1 className="font-serif text-3xl tracking-tight">Activity</h1>
      <p className="mt-1 text-sm text-muted">
        Every change made in the console: who made it, when, and what it was before and after.
      </p>
      <form
        role="search"
        onSubmit={submit}
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <AdminSearchField
          id="activity-target"
          label="Order or product"
          value={draft}
          placeholder="Order id, product name or number"
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          onChange={setDraft}
        />
        <div>
          <label htmlFor="activity-action" className="text-sm font-medium">
            Action
          </label>
          <select
            id="activity-action"
            value={action}
            onChange={(event) => {
              update({ target: draft.trim(), action: event.target.value })
            }}
            className="mt-1 block h-11 w-full rounded-full border border-line bg-white px-4 text-sm sm:w-56"
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {AUDIT_ACTION_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Filter</Button>
      </form>

      <div className="mt-6" aria-live="polite">
        {audit.error ? (
          <LoadError error={audit.error} onRetry={() => void audit.refetch()} />
        ) : !audit.data ? (
          <ListSkeleton />
        ) : audit.data.items.length === 0 ? (
          <StatusPanel title="No activity found">
            {target || action
              ? 'Try another order, product or action.'
              : 'Changes made in the console appear here.'}
          </StatusPanel>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted">
              {audit.data.total} {audit.data.total === 1 ? 'change' : 'changes'}, newest first
            </p>
            <ol className="space-y-3" aria-label="Changes, newest first">
              {audit.data.items.map((entry) => (
                <li
                  key={entry.id}
                  className="grid gap-3 rounded-2xl border border-line bg-white p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]"
                >
                  <div className="min-w-0">
                    <h2 className="text-base font-semibold">{AUDIT_ACTION_LABELS[entry.action]}</h2>
                    <p className="mt-1 text-sm">
                      <TargetLink target={entry.target} />
                    </p>
                    <p className="mt-1 truncate text-xs text-muted">
                      By <span className="text-ink">{entry.actor.email}</span> ·{' '}
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </p>
                  </div>
                  <div className="min-w-0">
                    <Changes before={entry.before} after={entry.after} />
                  </div>
                </li>
              ))}
            </ol>
            <Pager
              page={audit.data.page}
              pageSize={audit.data.page_size}
              total={audit.data.total}
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
