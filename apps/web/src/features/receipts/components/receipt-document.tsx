import { formatNaira, formatNairaWithKobo, KOBO_PER_NAIRA } from '@scentia/domain/money/format'
import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import type { Receipt } from '@scentia/domain/receipt/receipt'
import { FREE_RETURNS_DAYS } from '@scentia/domain/shop/constants'
import { Link } from 'react-router'
import { ColumnHeads, type ColumnHead } from '../../../components/ui/column-heads'

/** A receipt's date and time in Lagos, whatever the device's time zone: "20 November 2026, 11:00". */
const receiptDate = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Africa/Lagos',
})

function formatReceiptDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : receiptDate.format(date)
}

const row = 'flex justify-between gap-4 py-1'

/** The lines' columns: the unit price's only where it fits (a phone shows it under the name). */
const LINE_COLUMNS: readonly ColumnHead[] = [
  { label: 'Item', className: 'py-2 pr-2 font-semibold' },
  { label: 'Qty', className: 'px-2 py-2 text-right font-semibold' },
  {
    label: 'Unit price',
    className: 'hidden px-2 py-2 text-right font-semibold sm:table-cell print:table-cell',
  },
  { label: 'Amount', className: 'py-2 pl-2 text-right font-semibold' },
]

/**
 * A paid order's receipt (docs/product.md §12), laid out for A4 paper and a phone alike: one
 * column of blocks that widen into two on a page, the unit price column only where it fits,
 * and no colour that printing depends on. The figures are the server's (`buildReceipt`).
 */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const hasRefunds = receipt.refunds.length > 0
  return (
    <article
      aria-labelledby="receipt-title"
      className="receipt mx-auto max-w-3xl rounded-3xl border border-line bg-white p-5 text-sm leading-relaxed sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0"
    >
      <header className="flex flex-col gap-6 border-b border-line pb-6 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <div>
          <p className="font-serif text-3xl tracking-[0.08em]">{receipt.seller.name}</p>
          <address className="mt-2 text-muted not-italic">
            {receipt.seller.address}
            <br />
            {receipt.seller.phone} · {receipt.seller.email}
          </address>
        </div>
        <div className="sm:text-right print:text-right">
          <h1 id="receipt-title" className="font-serif text-3xl tracking-tight">
            Receipt
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 sm:justify-end print:justify-end">
            <dt className="text-muted">Order</dt>
            <dd className="font-medium tabular-nums">{receipt.order_id}</dd>
            <dt className="text-muted">Date</dt>
            <dd>{formatReceiptDate(receipt.issued_at)}</dd>
          </dl>
        </div>
      </header>

      <section
        aria-labelledby="receipt-billed-to"
        className="grid gap-6 border-b border-line py-6 sm:grid-cols-2 print:grid-cols-2"
      >
        <div>
          <h2 id="receipt-billed-to" className="text-xs font-semibold tracking-[0.14em] uppercase">
            Billed to
          </h2>
          <p className="mt-1">
            {receipt.customer.full_name}
            <br />
            <span className="break-words">{receipt.customer.email}</span>
            {receipt.customer.phone_number ? (
              <>
                <br />
                {formatNigerianMobileLocal(receipt.customer.phone_number)}
              </>
            ) : null}
            {receipt.customer.address ? (
              <>
                <br />
                {receipt.customer.address}
              </>
            ) : null}
          </p>
        </div>
        <div>
          <h2 className="text-xs font-semibold tracking-[0.14em] uppercase">Payment</h2>
          <dl className="mt-1">
            <dt className="sr-only">Method</dt>
            <dd>{receipt.payment.method}</dd>
            <dt className="inline text-muted">Reference </dt>
            <dd className="inline break-all tabular-nums">{receipt.payment.reference}</dd>
          </dl>
        </div>
      </section>

      <table className="mt-6 w-full border-collapse">
        <caption className="sr-only">What you bought</caption>
        <ColumnHeads
          columns={LINE_COLUMNS}
          rowClassName="border-b border-line text-left text-xs tracking-[0.14em] uppercase"
        />
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index} className="border-b border-line/60 align-top">
              <td className="py-2 pr-2">
                {line.name}
                {line.size ? <span className="text-muted"> ({line.size})</span> : null}
                {/* On a phone the unit price sits under the name instead of in its own column. */}
                <span className="block text-xs text-muted sm:hidden print:hidden">
                  {formatNaira(line.unit_price)} each
                </span>
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell print:table-cell">
                {formatNaira(line.unit_price)}
              </td>
              <td className="py-2 pl-2 text-right tabular-nums">{formatNaira(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 ml-auto w-full sm:max-w-xs print:max-w-xs" aria-label="Totals">
        {receipt.totals.map((line) => (
          <div
            key={line.id}
            className={
              line.id === 'total'
                ? `${row} mt-1 border-t border-ink/70 pt-2 text-base font-semibold`
                : row
            }
          >
            <dt className={line.id === 'total' ? undefined : 'text-muted'}>
              {line.id === 'total' ? 'Total paid' : line.label}
            </dt>
            <dd className="tabular-nums">{line.value}</dd>
          </div>
        ))}
        {receipt.refunds.map((refund, index) => (
          <div key={index} className={row}>
            <dt className="text-muted">
              Refunded {formatReceiptDate(refund.refunded_at)}
              <span className="block text-xs">{refund.description}</span>
            </dt>
            <dd className="tabular-nums">−{formatNaira(refund.amount)}</dd>
          </div>
        ))}
        {hasRefunds ? (
          <div className={`${row} border-t border-line pt-2 font-semibold`}>
            <dt>Net paid</dt>
            <dd className="tabular-nums">{formatNaira(receipt.net_paid)}</dd>
          </div>
        ) : null}
        <div className={`${row} text-muted`}>
          <dt>VAT ({receipt.vat.rate}) included</dt>
          <dd className="tabular-nums">
            {formatNairaWithKobo(receipt.vat.included_kobo / KOBO_PER_NAIRA)}
          </dd>
        </div>
      </dl>

      <footer className="mt-8 border-t border-line pt-4 text-xs text-muted">
        Prices include VAT. Sealed, unused bottles can come back within {FREE_RETURNS_DAYS} days of
        delivery: see our{' '}
        <Link to="/returns" className="underline underline-offset-2">
          returns and refunds policy
        </Link>
        . Thank you for shopping with Scentia.
      </footer>
    </article>
  )
}
