import type { PackingSlip } from '@scentia/domain/admin/packing-slip'
import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import { ArrowLeft, Gift, Printer } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { ListSkeleton, LoadError } from '../../../components/ui/query-states'
import { isApiError } from '../../../lib/api-client'
import { usePackingSlip } from '../api/admin-orders'
import { OrderNotFound } from './order-not-found'
import { formatDateTime } from './admin-format'
import { HeadedSection } from '../../../components/ui/headed-section'
import { ColumnHeads, type ColumnHead } from '../../../components/ui/column-heads'

/** What is in the parcel and how many: no price column (decision 045). */
const ITEM_COLUMNS: readonly ColumnHead[] = [
  { label: 'Item', className: 'py-2 font-medium' },
  { label: 'Quantity', className: 'py-2 text-right font-medium' },
]

/**
 * The packing slip, printed from the console's order page and put in the parcel (decision 045):
 * who it is for, what is in it and the gift message, and no price anywhere. Printed like the
 * receipt (A4, the console's chrome hidden).
 */
export function PackingSlipPage({ orderId }: { orderId: string }) {
  const query = usePackingSlip(orderId)
  const back = `/admin/orders/${encodeURIComponent(orderId)}`
  if (isApiError(query.error) && query.error.statusCode === 404) {
    return <OrderNotFound orderId={orderId} />
  }
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data) return <ListSkeleton rows={3} />
  return (
    <div>
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Button
          onClick={() => {
            window.print()
          }}
        >
          <Printer aria-hidden="true" className="size-4" />
          Print packing slip
        </Button>
        <Link
          to={back}
          className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to the order
        </Link>
      </div>
      <SlipDocument slip={query.data} />
    </div>
  )
}

function SlipDocument({ slip }: { slip: PackingSlip }) {
  return (
    <article
      aria-labelledby="packing-slip-heading"
      className="mx-auto max-w-3xl rounded-2xl border border-line bg-white p-6 print:border-0 print:p-0"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="packing-slip-heading" className="font-serif text-3xl">
          Packing slip
        </h1>
        <p className="font-mono text-sm">{slip.order_id}</p>
      </header>
      <p className="mt-1 text-sm text-muted">Scentia · placed {formatDateTime(slip.placed_at)}</p>

      <HeadedSection
        headingId="slip-ship-to"
        title="Deliver to"
        className="mt-6"
        headingClassName="font-semibold"
      >
        <address className="mt-1 not-italic">
          {slip.ship_to.full_name}
          <br />
          {slip.ship_to.address}
          <br />
          {formatNigerianMobileLocal(slip.ship_to.phone_number)}
        </address>
      </HeadedSection>

      <HeadedSection
        headingId="slip-items"
        title="In this parcel"
        className="mt-6"
        headingClassName="font-semibold"
      >
        <table className="mt-2 w-full text-left text-sm">
          <ColumnHeads columns={ITEM_COLUMNS} rowClassName="border-b border-line" />
          <tbody>
            {slip.items.map((item, index) => (
              <tr key={`${item.name}-${item.size ?? ''}-${index}`} className="border-b border-line">
                <td className="py-2">
                  {item.name}
                  {item.size ? <span className="text-muted"> · {item.size}</span> : null}
                </td>
                <td className="py-2 text-right tabular-nums">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </HeadedSection>

      {slip.gift ? (
        <section
          aria-labelledby="slip-gift"
          className="mt-6 rounded-2xl border border-gold/60 p-4 print:break-inside-avoid"
        >
          <h2 id="slip-gift" className="flex items-center gap-2 font-semibold">
            <Gift aria-hidden="true" className="size-4 text-gold-deep" />A gift for you
            {slip.gift.wrapped ? ' (gift wrapped)' : ''}
          </h2>
          {slip.gift.message ? (
            // The shopper's plain text, shown as text (React escapes it), line breaks kept.
            <p data-testid="gift-message" className="mt-2 font-serif text-lg whitespace-pre-line">
              {slip.gift.message}
            </p>
          ) : null}
        </section>
      ) : null}
    </article>
  )
}
