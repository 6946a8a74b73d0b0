import { formatNaira } from '@scentia/domain/money/format'
import {
  formatPayBy,
  TRANSFER_STATE_TITLES,
  type TransferInstructions,
} from '@scentia/domain/payment/transfer-account'
import { Banknote, CheckCircle2, XCircle } from 'lucide-react'
import { toast } from '../../lib/toast'
import { useCopyToClipboard } from '../../lib/use-copy-to-clipboard'
import { CopyButton } from '../ui/copy-button'

const tones = {
  awaiting: 'border-amber-300 bg-amber-50 text-amber-950',
  paid: 'border-green-300 bg-green-50 text-green-950',
  expired: 'border-stone-300 bg-stone-100 text-stone-900',
} as const

const icons = { awaiting: Banknote, paid: CheckCircle2, expired: XCircle } as const

/**
 * Where a transfer goes, how much and by when, until it is paid or expires (docs/decisions/037):
 * the thank-you and track pages show it once the Paystack pop-up has closed.
 */
export function TransferPanel({ transfer }: { transfer: TransferInstructions }) {
  const Icon = icons[transfer.state]
  return (
    <section
      aria-labelledby="transfer-heading"
      data-testid="transfer-panel"
      data-state={transfer.state}
      className={`rounded-2xl border p-4 text-left text-sm sm:p-5 ${tones[transfer.state]}`}
    >
      <h2 id="transfer-heading" className="flex items-center gap-2 text-base font-semibold">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {TRANSFER_STATE_TITLES[transfer.state]}
      </h2>
      {transfer.state === 'awaiting' ? <AwaitingTransfer transfer={transfer} /> : null}
      {transfer.state === 'paid' ? (
        <p className="mt-2">
          Your {formatNaira(transfer.amount)} has arrived. We are preparing your order.
        </p>
      ) : null}
      {transfer.state === 'expired' ? (
        <p className="mt-2">
          {formatNaira(transfer.amount)} did not arrive in time, so the order was cancelled and
          nothing is owed. If you sent money after the deadline, contact us and we will return it.
        </p>
      ) : null}
    </section>
  )
}

function AwaitingTransfer({ transfer }: { transfer: TransferInstructions }) {
  const clipboard = useCopyToClipboard()
  const number = transfer.account_number
  const payBy = transfer.pay_by ? new Date(transfer.pay_by) : null
  return (
    <>
      <p className="mt-2">
        Send exactly <strong className="tabular-nums">{formatNaira(transfer.amount)}</strong>
        {payBy ? (
          <>
            {' '}
            by <strong>{formatPayBy(payBy)}</strong> (Lagos time)
          </>
        ) : null}
        . Your order is held for you until then.
      </p>
      {number ? (
        <dl className="mt-3 grid gap-2 rounded-xl bg-white/70 p-3">
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-muted">Bank</dt>
            <dd className="font-medium">{transfer.bank}</dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <dt className="text-muted">Account number</dt>
            <dd className="flex items-center gap-2">
              <span className="font-mono text-base font-semibold tracking-wide">{number}</span>
              <CopyButton
                variant="outline"
                size="sm"
                aria-label="Copy account number"
                copied={clipboard.state === 'copied'}
                label="Copy"
                copiedLabel="Copied"
                onClick={() => {
                  void clipboard.copy(number).then((copied) => {
                    if (!copied)
                      toast.error('Could not copy the account number. Select it instead.')
                  })
                }}
              />
            </dd>
          </div>
          {transfer.account_name ? (
            <div className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-muted">Account name</dt>
              <dd className="font-medium break-words">{transfer.account_name}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="mt-2">Pay into the account shown in the Paystack window.</p>
      )}
      <p className="mt-3">We will let you know when it arrives; this page updates by itself.</p>
    </>
  )
}
