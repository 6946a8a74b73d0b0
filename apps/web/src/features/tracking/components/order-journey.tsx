import { SHOWROOM, showroomAddress } from '@scentia/domain/contact/showroom'
import { courierTrackingUrl, journeySteps } from '@scentia/domain/orders/journey'
import type { OrderJourneyStep } from '@scentia/domain/orders/order'
import type { OrderStatus } from '@scentia/domain/orders/status'
import { type DeliveryMethod } from '@scentia/domain/shipping/pickup'
import { awaitsCollection } from '@scentia/domain/orders/pickup-status'
import { ExternalLink, Store } from 'lucide-react'
import { ShowroomHours } from '../../../components/ui/showroom-hours'

export interface OrderJourneyProps {
  status: OrderStatus
  method: DeliveryMethod
  events?: readonly OrderJourneyStep[]
  /** The courier's name and its own tracking page, when the order has them (render if present). */
  courier?: string | null
  trackingUrl?: string | null
  /** The courier's reference, shown beside the courier when there is one. */
  trackingNumber?: string | null
}

/**
 * The order's journey on the track page (docs/product.md §13): every status it entered with its
 * time in Lagos, as an ordered list a screen reader reads in order; the courier and a link to the
 * courier's own tracking page when the order has them; for a pickup still to be collected, the
 * showroom's address and hours (decision 046).
 */
export function OrderJourney({
  status,
  method,
  events,
  courier,
  trackingUrl,
  trackingNumber,
}: OrderJourneyProps) {
  const steps = journeySteps(events, method)
  const link = courierTrackingUrl(trackingUrl)
  const courierName = courier?.trim() ? courier.trim() : null
  return (
    <section aria-labelledby="journey-heading" className="mt-6" data-testid="order-journey">
      <h3 id="journey-heading" className="font-serif text-lg">
        Journey
      </h3>
      {steps.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No updates yet.</p>
      ) : (
        <ol className="mt-3 space-y-3 border-l-2 border-sand pl-4">
          {steps.map((step, index) => (
            <li key={`${step.status}-${step.at}`} className="relative text-sm">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full ${
                  index === steps.length - 1 ? 'bg-gold-deep' : 'bg-ink/30'
                }`}
              />
              <span className="block font-medium">{step.label}</span>
              <time dateTime={step.at} className="block text-muted">
                {step.when}
              </time>
            </li>
          ))}
        </ol>
      )}
      {courierName || link ? (
        <p className="mt-3 text-sm wrap-anywhere" data-testid="journey-courier">
          {courierName ? (
            <>
              Courier: <span className="font-medium">{courierName}</span>
              {trackingNumber ? (
                <span className="font-mono"> ({trackingNumber.toUpperCase()})</span>
              ) : null}
            </>
          ) : null}
          {link ? (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 flex min-h-11 items-center gap-1 font-medium underline decoration-gold decoration-2 underline-offset-4"
            >
              Follow the parcel on {courierName ?? 'the courier'}’s site
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      ) : null}
      {awaitsCollection(status, method) ? (
        <div className="mt-4 rounded-2xl bg-sand/60 p-4 text-sm" data-testid="journey-pickup">
          <p className="flex items-center gap-2 font-medium">
            <Store aria-hidden="true" className="size-4 text-gold-deep" />
            Collect at {SHOWROOM.name}
          </p>
          <p className="mt-1">{showroomAddress()}</p>
          <p className="text-muted">{SHOWROOM.landmark}</p>
          <ShowroomHours className="mt-2 gap-x-4 gap-y-0.5" />
        </div>
      ) : null}
    </section>
  )
}
