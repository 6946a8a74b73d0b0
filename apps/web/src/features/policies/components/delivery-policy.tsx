import { formatNaira } from '@scentia/domain/money/format'
import { SHOWROOM, showroomAddress } from '@scentia/domain/contact/showroom'
import { PICKUP_DAYS, PICKUP_OPTION_NAME } from '@scentia/domain/shipping/pickup'
import { PAY_ON_DELIVERY_LABEL } from '@scentia/domain/shipping/checkout-shipping'
import { deliveryDaysLabel, type DeliveryRates } from '@scentia/domain/shipping/delivery-rates'
import {
  calculateDeliveryFee,
  DELIVERY_DISCOUNTS,
  LAGOS,
} from '@scentia/domain/shipping/delivery-fee'
import { deliveryEstimateLabel } from '@scentia/domain/shipping/delivery-window'
import { useQuery } from '@tanstack/react-query'
import {
  BASE_FEE_PER_KM,
  LAGOS_DISPATCH_HUB,
  MAX_BASE_FEE,
  MIN_BASE_FEE,
  SAMPLE_WARD_FEES,
} from '@scentia/domain/shipping/lagos-base-fee'
import { ShowroomHours } from '../../../components/ui/showroom-hours'
import { deliveryRatesQueryOptions } from '../../../lib/delivery-rates'
import {
  PolicyLink,
  PolicyList,
  PolicyPage,
  PolicySection,
  PolicyTable,
  SupportEmail,
} from './policy-page'

/** The subtotal bands of the delivery discount, lowest first, from the fee rule itself. */
function discountBands() {
  const tiers = [...DELIVERY_DISCOUNTS].reverse()
  return tiers.map((tier, index) => {
    const next = tiers[index + 1]
    const band = next
      ? tier.fromTotal === 0
        ? `Under ${formatNaira(next.fromTotal)}`
        : `${formatNaira(tier.fromTotal)} to ${formatNaira(next.fromTotal - 1)}`
      : `${formatNaira(tier.fromTotal)} or more`
    const fee = (baseFee: number) => calculateDeliveryFee({ state: LAGOS, baseFee }, tier.fromTotal)
    return { band, percent: tier.percent, fee, key: tier.fromTotal }
  })
}

/** /delivery (docs/product.md §12, §S9): what delivery costs and how long it takes. */
export function DeliveryPolicy() {
  const bands = discountBands()
  // The owner's table, loaded with the page on the server (route-heads.ts, decision 040).
  const { data: rates } = useQuery(deliveryRatesQueryOptions())
  return (
    <PolicyPage
      path="/delivery"
      eyebrow="Our policies"
      title="Delivery"
      updated="28 November 2026"
      lead={
        <>
          We deliver to every state in Nigeria. Orders leave us within 1-2 business days and reach
          Lagos addresses in {deliveryEstimateLabel('lagos')}; every other state has its own fee and
          window, listed below and shown before you pay.
        </>
      }
    >
      <PolicySection id="windows" title="How long it takes">
        <p>
          Business days are Monday to Friday. We count from the day you place a paid order, and show
          you the first and last day of your window at checkout, on the confirmation page, in your
          confirmation mail and text, and on the track page.
        </p>
        <PolicyTable
          caption="Delivery windows"
          columns={[{ label: 'Delivering to' }, { label: 'Arrives within' }]}
          rows={[
            {
              key: 'lagos',
              header: 'Lagos',
              cells: [deliveryEstimateLabel('lagos')],
            },
            {
              key: 'elsewhere',
              header: 'Every other state',
              cells: [
                <>
                  Its own window, in the <PolicyLink href="#other-states">table below</PolicyLink>
                </>,
              ],
            },
          ]}
        />
        <p>
          A public holiday in the window can add a day. When your order ships we send the
          courier&apos;s tracking number by email and SMS; you can follow it any time on the{' '}
          <PolicyLink to="/track">track page</PolicyLink>.
        </p>
      </PolicySection>

      <PolicySection id="lagos-fees" title="What delivery costs in Lagos">
        <p>
          Each Lagos ward has its own fee, from {formatNaira(MIN_BASE_FEE)} to{' '}
          {formatNaira(MAX_BASE_FEE)}, set by its distance from our dispatch point on{' '}
          {LAGOS_DISPATCH_HUB.name}: {formatNaira(MIN_BASE_FEE)} plus {formatNaira(BASE_FEE_PER_KM)}{' '}
          a kilometre. The bigger your order, the less of that fee you pay, rounded up to the next
          ₦100:
        </p>
        <PolicyTable
          caption="Lagos delivery fee by order subtotal"
          columns={[
            { label: 'Order subtotal' },
            { label: 'You pay', numeric: true },
            { label: 'Fee', numeric: true },
          ]}
          rows={bands.map((band) => ({
            key: band.key,
            header: band.band,
            cells: [
              `${String(band.percent)}%`,
              `${formatNaira(band.fee(MIN_BASE_FEE))} – ${formatNaira(band.fee(MAX_BASE_FEE))}`,
            ],
          }))}
        />
        <p>Two wards as examples:</p>
        <PolicyTable
          caption="Delivery fees of two Lagos wards"
          columns={[
            { label: 'Order subtotal' },
            ...SAMPLE_WARD_FEES.map((sample) => ({
              label: (
                <>
                  {/* A break after the slash: "Anifowoshe/Ikeja" is wider than a phone's column. */}
                  {sample.ward.replace('/', '/\u200b')}
                  <span className="block font-normal">{sample.lga}</span>
                </>
              ),
              numeric: true,
            })),
          ]}
          rows={bands.map((band) => ({
            key: band.key,
            header: band.band,
            cells: SAMPLE_WARD_FEES.map((sample) => formatNaira(band.fee(sample.baseFee))),
          }))}
        />
        <p>
          Checkout shows your own ward&apos;s fee as soon as you choose your address, before you
          pay, and that is the fee you are charged.
        </p>
      </PolicySection>

      <PolicySection id="other-states" title="Outside Lagos">
        <p>
          Each state has one fee and one delivery window; a few LGAs are priced apart from their
          state, and checkout shows your own address&apos;s price before you pay. Where a fee reads{' '}
          <strong>{PAY_ON_DELIVERY_LABEL}</strong>, the courier&apos;s fee is not part of your
          payment to us: you settle it with the courier when your parcel arrives.
        </p>
        {rates ? <StateRatesTable rates={rates} /> : null}
      </PolicySection>

      <PolicySection id="handover" title="When the parcel arrives">
        <PolicyList>
          <li>
            The courier calls the phone number on your order before coming. Please keep it on; after
            two missed attempts the parcel comes back to us and we contact you.
          </li>
          <li>
            Check the box before you sign. If it is crushed, wet or smells of perfume, refuse it or
            note it on the courier&apos;s slip, and tell us the same day: we replace or refund it
            (see <PolicyLink to="/returns">returns and refunds</PolicyLink>
            ).
          </li>
          <li>
            Questions about a delivery: <SupportEmail />, or call {SHOWROOM.phone}.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="pickup" title="Pickup at the showroom">
        <p>
          Choose &ldquo;{PICKUP_OPTION_NAME}&rdquo; at checkout and collect your order at{' '}
          {SHOWROOM.name}, {showroomAddress()} ({SHOWROOM.landmark}). Pickup is free wherever you
          live, and your order is ready in {PICKUP_DAYS.min_days}-{PICKUP_DAYS.max_days} business
          days: we email and text you when it is.
        </p>
        <PolicyList>
          <li>
            Your order comes with a six-character pickup code, on the confirmation page, in the
            confirmation email and in the text. Give it at the counter: we hand the order only to
            the right code.
          </li>
          <li>
            With pay on delivery, you pay at the counter, in cash or by transfer, when you collect.
          </li>
        </PolicyList>
        <ShowroomHours className="mt-3 gap-x-4 gap-y-0.5 text-sm" />
      </PolicySection>
    </PolicyPage>
  )
}

/** Every state's fee and window from the owner's table, and the free-delivery offer if any. */
function StateRatesTable({ rates }: { rates: DeliveryRates }) {
  const states = [...rates.states].sort((a, b) => a.state.localeCompare(b.state))
  return (
    <>
      {rates.free_delivery_from !== null && (
        <p>
          Orders of {formatNaira(rates.free_delivery_from)} or more travel free, Lagos included.
        </p>
      )}
      <PolicyTable
        caption="Delivery fee and window by state"
        columns={[{ label: 'State' }, { label: 'Fee', numeric: true }, { label: 'Arrives within' }]}
        rows={states.map((rate) => ({
          key: rate.state,
          header: rate.state,
          cells: [
            rate.fee > 0 ? formatNaira(rate.fee) : PAY_ON_DELIVERY_LABEL,
            deliveryDaysLabel(rate),
          ],
        }))}
      />
    </>
  )
}
