import { thankYouGreeting } from '@scentia/domain/orders/confirmation'
import { formatNaira } from '@scentia/domain/money/format'
import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import {
  formatDeliveryDays,
  orderDeliveryWindow,
  type DeliveryWindow,
} from '@scentia/domain/shipping/delivery-window'
import { formatPickupCode, isPickupCode } from '@scentia/domain/shipping/pickup'
import { pickupWhere } from '@scentia/domain/contact/showroom-pickup'
import { CheckCircle2, Mail, Package, Phone, Store, Truck, type LucideIcon } from 'lucide-react'
import { ShowroomHours } from '../../../components/ui/showroom-hours'
import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { toast } from '../../../lib/toast'
import type confetti from 'canvas-confetti'
import { ButtonLink } from '../../../components/ui/button'
import { CopyButton } from '../../../components/ui/copy-button'
import { WhatsappChatLink } from '../../../components/ui/whatsapp-chat-link'
import { useSession } from '../../../lib/session'
import { trackPath } from '../../../config/paths'
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard'
import { HeadedSection } from '../../../components/ui/headed-section'
import { TransferPanel } from '../../../components/transfer/transfer-panel'
import { useTransferInstructions } from '../../../components/transfer/use-transfer-instructions'

/** docs/product.md §S9: 50 pieces of confetti; the copy confirmation lasts 2 s. */
const CONFETTI_PIECES = 50
const COPIED_MS = 2_000
/** What a failed copy says: the shopper must not leave thinking the id is copied. */
export const ORDER_ID_COPY_FAILED_MESSAGE =
  'Could not copy the order ID. Select it and copy it instead.'

interface ThankYouState {
  orderNumber: string
  total?: number
  discount?: number
  promo_code?: string
  items?: number
  full_name?: string
  email?: string
  phone_number?: string
  /** 'Awaiting your transfer' and the like: the order is held, not yet paid. */
  paymentNotice?: string
  /** When the order was placed (ISO) and the state it goes to: its delivery window. */
  placed_at?: string
  delivery_state?: string
  /** The window the order kept when placed (docs/product.md §13). */
  delivery_days?: { min_days: number; max_days: number } | null
  /** A pickup at the showroom: the code to give at the counter (decision 046). */
  pickup_code?: string
}

/** History state is the browser's to keep: read the window back only if it is whole. */
function deliveryDaysOf(value: unknown): { min_days: number; max_days: number } | null {
  if (typeof value !== 'object' || value === null) return null
  const { min_days: min, max_days: max } = value as Record<string, unknown>
  return Number.isInteger(min) && Number.isInteger(max)
    ? { min_days: min as number, max_days: max as number }
    : null
}

function readState(value: unknown): ThankYouState | null {
  if (typeof value !== 'object' || value === null) return null
  const state = value as Partial<Record<keyof ThankYouState, unknown>>
  if (typeof state.orderNumber !== 'string' || state.orderNumber === '') return null
  const text = (field: unknown) => (typeof field === 'string' && field !== '' ? field : undefined)
  const number = (field: unknown) =>
    typeof field === 'number' && Number.isFinite(field) ? field : undefined
  return {
    orderNumber: state.orderNumber,
    total: number(state.total),
    discount: number(state.discount),
    promo_code: text(state.promo_code),
    items: number(state.items),
    full_name: text(state.full_name),
    email: text(state.email),
    phone_number: text(state.phone_number),
    paymentNotice: text(state.paymentNotice),
    placed_at: text(state.placed_at),
    delivery_state: text(state.delivery_state),
    delivery_days: deliveryDaysOf(state.delivery_days),
    pickup_code:
      typeof state.pickup_code === 'string' && isPickupCode(state.pickup_code)
        ? state.pickup_code
        : undefined,
  }
}

/** The order's own window; none when the page was opened without the order's facts. */
function deliveryWindowOf(order: ThankYouState): DeliveryWindow | null {
  if (order.placed_at === undefined || order.delivery_state === undefined) return null
  const placedAt = new Date(order.placed_at)
  if (Number.isNaN(placedAt.getTime())) return null
  return orderDeliveryWindow({ placedAt, state: order.delivery_state, days: order.delivery_days })
}

/** /thank-you-page (docs/product.md §S2 Order confirmation). Without an order number it goes home. */
export function ThankYouPage() {
  const location = useLocation()
  const state = readState(location.state)
  if (!state) return <Navigate to="/" replace />
  return <Confirmation order={state} />
}

function Confirmation({ order }: { order: ThankYouState }) {
  const { user } = useSession()
  const clipboard = useCopyToClipboard(COPIED_MS)
  const copied = clipboard.state === 'copied'
  const deliveryWindow = deliveryWindowOf(order)
  const email = order.email ?? user?.email
  const phone = order.phone_number ?? user?.phone_number ?? null
  // A shopper who switched order texts off in Account Settings is promised none.
  const smsOn = user?.sms_updates !== false
  const updatesBy = smsOn ? 'by email and SMS' : 'by email'
  // Only an order that waits for its money asks about it (a transfer, or pay on delivery).
  const awaitsPayment = order.paymentNotice !== undefined
  const transfer = useTransferInstructions(order.orderNumber, undefined, awaitsPayment).data ?? null
  // The confirmation mail goes once the money is in, or the owner accepts a POD order (decision 029).
  const confirmed = !awaitsPayment || transfer?.state === 'paid'

  useEffect(() => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (reduceMotion) return
    let cancelled = false
    let cannon: confetti.CreateTypes | undefined
    import('canvas-confetti')
      .then(({ default: confettiModule }) => {
        if (cancelled) return
        // On the main thread: the default cannon draws in a worker started from a blob: URL,
        // which the CSP (script-src 'self') refuses with a console error. Allowing
        // blob: workers would widen the policy for every page; 50 pieces for a few seconds on a
        // page with nothing else to do cost the main thread little.
        cannon = confettiModule.create(undefined, { useWorker: false, resize: true })
        void cannon({ particleCount: CONFETTI_PIECES, spread: 70, origin: { y: 0.3 } })
      })
      .catch(() => {
        // Decoration only.
      })
    return () => {
      cancelled = true
      cannon?.reset()
    }
  }, [])
  async function copy() {
    // A refused clipboard (permissions, an insecure context) must not look like a copy.
    if (!(await clipboard.copy(order.orderNumber))) toast.error(ORDER_ID_COPY_FAILED_MESSAGE)
  }

  return (
    <div className="mx-auto max-w-2xl px-5 pt-10 pb-16 text-center md:px-8">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-gold/20 text-gold-deep">
        <CheckCircle2 aria-hidden="true" className="size-9" />
      </span>
      <h1 className="mt-5 font-serif text-4xl tracking-tight">
        {thankYouGreeting(user?.full_name ?? order.full_name)}
      </h1>
      {confirmed ? (
        <p className="mt-2 text-lg text-muted">Your order has been confirmed!</p>
      ) : transfer ? (
        // The transfer's panel below says what the payment waits for, and where and by when.
        <p className="mt-2 text-lg text-muted">Your order is reserved.</p>
      ) : (
        <p className="mt-2 text-lg text-muted">
          Your order is reserved.{' '}
          <strong className="font-semibold text-gold-deep" data-testid="payment-notice">
            {order.paymentNotice}
          </strong>
        </p>
      )}
      {transfer ? (
        <div className="mt-6">
          <TransferPanel transfer={transfer} />
        </div>
      ) : null}

      <div className="mt-8 rounded-3xl border border-line bg-white/60 p-5 text-left sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm text-muted">Order ID</p>
            <p className="font-mono text-lg" data-testid="order-id">
              {order.orderNumber}
            </p>
          </div>
          <CopyButton
            variant="outline"
            size="sm"
            onClick={() => void copy()}
            aria-label="Copy order ID"
            copied={copied}
            label="Copy"
            copiedLabel="Copied"
          />
        </div>
        <p role="status" className="mt-1 min-h-5 text-sm text-gold-deep">
          {copied ? 'Order ID copied!' : ''}
        </p>
        <dl className="mt-3 grid gap-4 border-t border-line pt-4 text-sm sm:grid-cols-2">
          {order.total !== undefined ? (
            <div>
              <dt className="text-muted">Order Total</dt>
              <dd className="font-serif text-2xl tabular-nums">{formatNaira(order.total)}</dd>
            </div>
          ) : null}
          {order.discount ? (
            <div>
              <dt className="text-muted">
                Discount{order.promo_code ? ` (${order.promo_code})` : ''}
              </dt>
              <dd className="font-serif text-2xl tabular-nums">−{formatNaira(order.discount)}</dd>
            </div>
          ) : null}
          {order.items !== undefined ? (
            <div>
              <dt className="text-muted">Items</dt>
              <dd className="font-serif text-2xl">
                {order.items} {order.items === 1 ? 'item' : 'items'}
              </dd>
            </div>
          ) : null}
          {order.pickup_code ? (
            <div className="sm:col-span-2" data-testid="pickup-code-block">
              <dt className="text-muted">Pickup code</dt>
              <dd>
                <span className="font-mono text-3xl tracking-widest" data-testid="pickup-code">
                  {formatPickupCode(order.pickup_code)}
                </span>
                <span className="mt-1 block text-muted">
                  {pickupWhere()} Give this code at the counter.
                </span>
                <ShowroomHours className="mt-2 gap-x-4 gap-y-0.5" />
              </dd>
            </div>
          ) : null}
          {deliveryWindow ? (
            <div className="sm:col-span-2">
              <dt className="text-muted">
                {order.pickup_code ? 'Ready for pickup' : 'Estimated Delivery'}
              </dt>
              <dd>
                {formatDeliveryDays(deliveryWindow)}{' '}
                <span className="text-muted">({deliveryWindow.label})</span>
              </dd>
            </div>
          ) : null}
        </dl>
        <ul className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
          {email ? (
            <li className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
              {confirmed ? (
                <span>
                  A confirmation email has been sent to{' '}
                  <strong className="font-medium break-all">{email}</strong>
                </span>
              ) : (
                <span>
                  We will email a confirmation to{' '}
                  <strong className="font-medium break-all">{email}</strong> once your order is
                  confirmed
                </span>
              )}
            </li>
          ) : null}
          {phone && smsOn ? (
            <li className="flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
              <span>
                SMS updates will be sent to{' '}
                <strong className="font-medium">{formatNigerianMobileLocal(phone)}</strong>
              </span>
            </li>
          ) : null}
        </ul>
      </div>

      <HeadedSection
        headingId="next-heading"
        title="What Happens Next?"
        className="mt-8 rounded-3xl bg-sand/60 p-5 text-left sm:p-6"
      >
        <ol className="mt-4 space-y-4 text-sm">
          <NextStep icon={Package} title="Order Processing">
            We'll prepare your order within 1-2 business days.
          </NextStep>
          {order.pickup_code ? (
            <>
              <NextStep icon={Store} title="Ready for pickup">
                {`We'll tell you ${updatesBy} when it is ready at the showroom.`}
              </NextStep>
              <NextStep icon={CheckCircle2} title="Collected">
                Give your pickup code at the counter, and enjoy your new fragrance!
              </NextStep>
            </>
          ) : (
            <>
              <NextStep icon={Truck} title="Shipped">
                {`You'll receive tracking information ${updatesBy}.`}
              </NextStep>
              <NextStep icon={CheckCircle2} title="Delivered">
                Enjoy your new fragrance!
              </NextStep>
            </>
          )}
        </ol>
      </HeadedSection>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/shop" size="lg">
          Continue Shopping
        </ButtonLink>
        <ButtonLink to={trackPath(order.orderNumber)} variant="outline" size="lg">
          Track Order
        </ButtonLink>
      </div>
      <p className="mt-6 text-sm">
        <WhatsappChatLink orderId={order.orderNumber} />
      </p>
    </div>
  )
}

/** One step of "What Happens Next?": its icon, its name and what the shopper can expect. */
function NextStep({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon
  title: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-gold-deep" />
      <span>
        <strong className="block font-medium">{title}</strong>
        <span className="text-muted">{children}</span>
      </span>
    </li>
  )
}
