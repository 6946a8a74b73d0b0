import { serverMessage } from '@scentia/domain/http/errors'
import { formatNaira } from '@scentia/domain/money/format'
import { describePromo, type PromoView } from '@scentia/domain/promo/promo'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { isApiError } from '../../../lib/api-client'
import { useAdminPromos, useSetPromoActive } from '../api/admin-promos'
import { formatDate } from './admin-format'
import { AdminListPage } from '../../../components/ui/console-list-page'
import { PromoForm } from './promo-form'

/** What a code asks of an order and how far it has gone, in one line. */
function terms(promo: PromoView): string {
  const parts = [describePromo(promo)]
  if (promo.min_subtotal > 0) parts.push(`orders from ${formatNaira(promo.min_subtotal)}`)
  if (promo.first_order_only) parts.push('first order only')
  if (promo.per_shopper_limit !== null) parts.push(`${promo.per_shopper_limit} per shopper`)
  if (promo.expires_at) parts.push(`expires ${formatDate(promo.expires_at)}`)
  return parts.join(' · ')
}

/** /admin/promos: the owner's promo codes; codes are deactivated, never deleted. */
export function AdminPromosPage() {
  const promos = useAdminPromos()
  const setActive = useSetPromoActive()
  // null: no form; 'new': a new code; a code: editing it.
  const [editing, setEditing] = useState<PromoView | 'new' | null>(null)

  const failure = setActive.error
    ? isApiError(setActive.error)
      ? (serverMessage(setActive.error.details) ?? setActive.error.message)
      : 'Could not change the code'
    : undefined

  return (
    <AdminListPage
      title="Promo codes"
      action={
        <Button
          onClick={() => {
            setEditing('new')
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          New code
        </Button>
      }
      filters={
        editing ? (
          <PromoForm
            key={editing === 'new' ? 'new' : editing.id}
            promo={editing === 'new' ? null : editing}
            onDone={() => {
              setEditing(null)
            }}
          />
        ) : null
      }
      notice={
        failure ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-800">
            {failure}
          </p>
        ) : null
      }
      error={promos.error}
      onRetry={() => void promos.refetch()}
      items={promos.data}
      itemKey={(promo) => promo.id}
      itemClassName="rounded-2xl border border-line bg-white/60 p-4"
      empty={{
        title: 'No promo codes yet',
        message: 'Create a code to offer shoppers a discount.',
      }}
      renderItem={(promo) => (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="font-mono font-medium">
              {promo.code}{' '}
              {promo.active ? null : (
                <span className="ml-2 rounded-full bg-sand px-2 py-0.5 font-sans text-xs">
                  Inactive
                </span>
              )}
            </p>
            <p className="text-sm text-muted">{terms(promo)}</p>
            <p className="text-sm text-muted">
              Used {promo.used}
              {promo.total_limit !== null ? ` of ${promo.total_limit}` : ''}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="outline"
              aria-label={`Edit ${promo.code}`}
              onClick={() => {
                setEditing(promo)
              }}
            >
              Edit
            </Button>
            <Button
              variant="outline"
              disabled={setActive.isPending}
              aria-label={`${promo.active ? 'Deactivate' : 'Activate'} ${promo.code}`}
              onClick={() => {
                setActive.mutate({ id: promo.id, active: !promo.active })
              }}
            >
              {promo.active ? 'Deactivate' : 'Activate'}
            </Button>
          </div>
        </div>
      )}
    />
  )
}
