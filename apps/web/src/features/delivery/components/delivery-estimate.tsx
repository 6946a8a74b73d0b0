import { lagosFeeLine } from '@scentia/domain/shipping/checkout-shipping'
import { isLagos, LAGOS } from '@scentia/domain/shipping/delivery-fee'
import { deliveryQuote, otherStatesLine } from '@scentia/domain/shipping/delivery-rates'
import { Truck } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { LocationPicker } from '../../../components/ui/location-picker'
import {
  locationErrorMessage,
  useLocationCascade,
  type LocationLevel,
} from '../../../lib/locations'
import { useDeliveryRates } from '../../../lib/delivery-rates'
import { useNearViewport } from '../../../lib/near-viewport'
import { useShippingFeeQuery } from '../../../lib/shipping-fee'
import { LocationSelect } from './location-select'

interface DeliveryEstimateProps {
  /** The order subtotal the fee is computed for: the product's price on the product page. */
  subtotal: number
}

/**
 * "What will delivery cost me?" on the product page: state (Lagos first, since that is where
 * fees apply), LGA and ward, then the server's fee for this subtotal and its estimate. Below
 * the fold on a phone, so its lists load as the shopper nears it, not while the page hydrates.
 */
export function DeliveryEstimate({ subtotal }: DeliveryEstimateProps) {
  const { observe, isNear } = useNearViewport()
  const cascade = useLocationCascade({ state: LAGOS }, { load: isNear })
  const { state, lga, ward } = cascade.selection
  const inLagos = isLagos(state)
  // In Lagos the fee depends on the ward, so the server prices it from its ward table. Any other
  // state is priced by the owner's table (decision 040), loaded with the page on the server, with
  // the domain rule the server charges by: it answers as soon as the state (and LGA) is chosen.
  const canQuote = inLagos && lga !== '' && ward !== ''
  const fee = useShippingFeeQuery(canQuote ? { state, lga, ward, subtotal } : null)
  // Loaded with the page on the server; in the browser only as the shopper nears the box.
  const rates = useDeliveryRates(isNear)
  const localQuote =
    state !== '' && !inLagos && rates.data
      ? deliveryQuote({ state, lga, ward, orderTotal: subtotal, rates: rates.data })
      : null
  const quote = localQuote ?? (canQuote && fee.isSuccess ? fee.data : null)
  const ratesPending = state !== '' && !inLagos && !rates.data

  const failed: { level: LocationLevel; error: unknown; retry: () => void } | null = cascade.states
    .isError
    ? { level: 'states', error: cascade.states.error, retry: () => void cascade.states.refetch() }
    : cascade.lgas.isError
      ? { level: 'lgas', error: cascade.lgas.error, retry: () => void cascade.lgas.refetch() }
      : cascade.wards.isError
        ? { level: 'wards', error: cascade.wards.error, retry: () => void cascade.wards.refetch() }
        : null

  return (
    <section
      ref={observe}
      aria-labelledby="delivery-heading"
      className="rounded-2xl border border-line bg-white/60 p-4 sm:p-5"
    >
      <div className="flex items-center gap-2.5">
        <Truck aria-hidden="true" className="size-5 text-gold-deep" strokeWidth={1.6} />
        <h2 id="delivery-heading" className="font-serif text-xl tracking-tight">
          Delivery
        </h2>
      </div>
      <p className="mt-1 text-sm text-muted">Check the delivery fee to your area.</p>

      {/* Without JavaScript the lists cannot load and the server cannot price one ward: say so,
          and give the fee table's Lagos line (docs/product.md §8). */}
      <div className="no-js-only mt-4 text-sm">
        <p className="text-muted">
          Checking the fee for your ward needs JavaScript. Turn it on in your browser’s settings and
          reload this page to see it.
        </p>
        <ul className="mt-3 flex flex-col gap-1 border-t border-line pt-3">
          <li>{lagosFeeLine(subtotal)}</li>
          {rates.data ? <li>{otherStatesLine(rates.data)}</li> : null}
        </ul>
      </div>

      <div className="js-only">
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          <LocationPicker cascade={cascade} Field={LocationSelect} />
        </div>

        {failed ? (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-800">
            <span>{locationErrorMessage(failed.level, failed.error)}</span>
            <Button size="sm" variant="outline" onClick={failed.retry}>
              Retry
            </Button>
          </div>
        ) : null}

        <div aria-live="polite" className="mt-4 min-h-[3.25rem] border-t border-line pt-3">
          {quote ? (
            <dl className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <div>
                <dt className="sr-only">Delivery fee</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="delivery-fee">
                  {quote.label}
                </dd>
              </div>
              <div className="text-sm text-muted">
                <dt className="inline">Arrives in </dt>
                <dd className="inline">{quote.estimate}</dd>
              </div>
            </dl>
          ) : ratesPending ? (
            rates.isError ? (
              <div className="flex flex-wrap items-center gap-3 text-sm text-red-800">
                <span>{"We couldn't check the delivery fee."}</span>
                <Button size="sm" variant="outline" onClick={() => void rates.refetch()}>
                  Retry
                </Button>
              </div>
            ) : (
              <p className="text-sm text-muted">Checking the fee…</p>
            )
          ) : !canQuote ? (
            <p className="text-sm text-muted">
              {state === ''
                ? 'Choose your state to see delivery options.'
                : 'Choose your LGA and ward to see the fee.'}
            </p>
          ) : fee.isPending ? (
            <p className="text-sm text-muted">Checking the fee…</p>
          ) : (
            <div className="flex flex-wrap items-center gap-3 text-sm text-red-800">
              <span>{"We couldn't check the delivery fee."}</span>
              <Button size="sm" variant="outline" onClick={() => void fee.refetch()}>
                Retry
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
