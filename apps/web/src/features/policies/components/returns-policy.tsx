import { SHOWROOM, showroomAddress } from '@scentia/domain/contact/showroom'
import { SAMPLE_CREDIT_DAYS } from '@scentia/domain/cart/sample-credit'
import { FREE_RETURNS_DAYS } from '@scentia/domain/shop/constants'
import { PolicyLink, PolicyList, PolicyPage, PolicySection, SupportEmail } from './policy-page'

/** /returns (docs/product.md §12): what can come back, what cannot, and how fast the money does. */
export function ReturnsPolicy() {
  return (
    <PolicyPage
      path="/returns"
      eyebrow="Our policies"
      title="Returns and refunds"
      updated="28 November 2026"
      lead={
        <>
          Changed your mind? Send back any sealed, unused bottle within {FREE_RETURNS_DAYS} days of
          delivery and we refund you in full. Ask from My Orders in a minute; there is no charge for
          a return.
        </>
      }
    >
      <PolicySection id="can-return" title="What you can return">
        <p>
          A full-size bottle that is still sealed, unused and in its original box, with the
          cellophane wrap intact, within {FREE_RETURNS_DAYS} days of the day it was delivered to
          you. Gift sets come back whole, every piece sealed. We refund what you paid for the
          bottle: its price, less its share of any promo code you used.
        </p>
      </PolicySection>

      <PolicySection id="cannot-return" title="What we cannot take back">
        <PolicyList>
          <li>
            An opened or used bottle, or one whose seal or cellophane is broken: once a perfume has
            met the air we cannot sell it to anyone else as new.
          </li>
          <li>
            Samples and travel sprays of a few millilitres. A sample&apos;s price already comes back
            another way: it counts as credit on the full bottle of the same fragrance for{' '}
            {SAMPLE_CREDIT_DAYS} days.
          </li>
          <li>Anything asked to come back more than {FREE_RETURNS_DAYS} days after delivery.</li>
        </PolicyList>
        <p>
          None of this applies when the fault is ours. A bottle that arrived broken, leaking, not
          what you ordered or not genuine comes back at any point in those {FREE_RETURNS_DAYS} days,
          opened or not, and we refund it in full or send the right one, as you prefer. See our{' '}
          <PolicyLink to="/authenticity">authenticity promise</PolicyLink>.
        </p>
      </PolicySection>

      <PolicySection id="how-to-return" title="How to send something back">
        <ol className="flex list-decimal flex-col gap-2 pl-6 marker:text-gold-deep">
          <li>
            Open <PolicyLink to="/orders">My Orders</PolicyLink>, find the delivered order and
            choose <strong>Return items</strong>. Pick the bottles and how many of each, tell us why
            from the short list, and add a note if it helps. The button is there for{' '}
            {FREE_RETURNS_DAYS} days after delivery.
          </li>
          <li>
            We answer within one business day, by email and on the order itself. Once we approve,
            the order shows where to send it: bring it, or have it sent, to our showroom at{' '}
            {showroomAddress()} with your order id.
          </li>
          <li>
            When the bottle reaches us we check its seal, usually the same day, mark the return
            received and send your refund. You can follow each step on the order: requested,
            approved, received, refunded.
          </li>
        </ol>
        <p>
          No account, or something the form does not cover? Write to <SupportEmail /> or call{' '}
          <PolicyLink href={SHOWROOM.phoneHref}>{SHOWROOM.phone}</PolicyLink> with your order id.
        </p>
      </PolicySection>

      <PolicySection id="cancel" title="Cancelling an order">
        <p>
          Until your order ships you can cancel it from My Orders. An order not yet paid (a transfer
          still on its way, or pay on delivery) is simply cancelled. A paid order is refunded in
          full, delivery included.
        </p>
      </PolicySection>

      <PolicySection id="refund-time" title="How long a refund takes">
        <p>
          We send every refund through Paystack, back to the card or bank account you paid with; we
          never ask for your card details to do it. We start it on the day we approve a cancellation
          or receive a return. Paystack passes it to your bank, and most shoppers see it within a
          few business days; some banks take up to ten business days to show it on a card statement.
          The timing is your bank&apos;s, not ours: if it has not arrived after ten business days,
          write to us with your order id and we will chase it with Paystack for you.
        </p>
        <p>
          If you paid the courier in cash on delivery, we refund you by bank transfer to an account
          you name, and record it on your order.
        </p>
        <p>
          Delivery fees are refunded when the whole order comes back because of a fault of ours, or
          when you cancel before it ships. Partial refunds show on the order and on its receipt.
        </p>
      </PolicySection>
    </PolicyPage>
  )
}
