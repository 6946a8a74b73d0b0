import { SAMPLE_CREDIT_DAYS } from '@scentia/domain/cart/sample-credit'
import { showroomAddress } from '@scentia/domain/contact/showroom'
import { VAT_RATE_LABEL } from '@scentia/domain/money/vat'
import { MAX_UNITS_PER_SIZE, MAX_UNPAID_ORDERS } from '@scentia/domain/orders/unpaid-limits'
import { FREE_RETURNS_DAYS } from '@scentia/domain/shop/constants'
import { PolicyLink, PolicyList, PolicyPage, PolicySection, SupportEmail } from './policy-page'

/** /terms (docs/product.md §12): the terms every order is sold on, in plain words. */
export function TermsPolicy() {
  return (
    <PolicyPage
      path="/terms"
      eyebrow="Our policies"
      title="Terms of sale"
      updated="28 November 2026"
      lead={
        <>
          The terms every Scentia order is sold on, in plain words. By placing an order you agree to
          them; they never take away the rights Nigerian consumer law gives you.
        </>
      }
    >
      <PolicySection id="seller" title="Who sells to you">
        <p>
          Scentia, a perfume shop at {showroomAddress()}, Nigeria. Reach us at <SupportEmail /> or
          through the <PolicyLink to="/contact">contact page</PolicyLink>.
        </p>
      </PolicySection>

      <PolicySection id="prices" title="Prices and payment">
        <PolicyList>
          <li>
            Prices are in naira and include VAT at {VAT_RATE_LABEL}; every receipt shows the VAT
            included. Delivery is priced separately at checkout (see{' '}
            <PolicyLink to="/delivery">delivery</PolicyLink>
            ).
          </li>
          <li>
            Our server prices your order from our catalogue when you pay; the amount in the Paystack
            window is the amount you owe. You pay by card, bank transfer or USSD through Paystack,
            or, where checkout offers it, in cash on delivery.
          </li>
          <li>
            A bank transfer holds your bottles for as long as Paystack&apos;s transfer account lives
            (up to an hour). If the money has not arrived by then the order is cancelled and the
            bottles go back on the shelf.
          </li>
          <li>
            A promo code takes its discount off the goods, not the delivery, and one code applies to
            an order. A sample&apos;s price counts as credit on the full bottle of the same
            fragrance for {SAMPLE_CREDIT_DAYS} days after you paid for the sample.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="orders" title="Your order">
        <PolicyList>
          <li>
            A contract exists once we confirm your order by email: for card payments as soon as
            Paystack confirms the money, for transfers when it arrives, for pay on delivery when we
            accept the order.
          </li>
          <li>
            An order takes at most {MAX_UNITS_PER_SIZE} of one fragrance size, and you can have at
            most {MAX_UNPAID_ORDERS} unpaid orders (awaiting a transfer, or pay on delivery) at a
            time, so no one can hold back stock others are waiting for.
          </li>
          <li>
            If two shoppers pay for the last bottle at the same moment, the first payment gets it
            and the other is refunded in full. We tell you at once.
          </li>
          <li>
            Product pictures are our own drawings of each fragrance&apos;s character, not
            photographs: the box and bottle you receive look as the brand made them.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="after" title="Delivery, cancellations and returns">
        <p>
          Delivery windows and fees are on our <PolicyLink to="/delivery">delivery page</PolicyLink>
          . You can cancel an order until it ships, and send back sealed, unused bottles within{' '}
          {FREE_RETURNS_DAYS} days of delivery, as our{' '}
          <PolicyLink to="/returns">returns and refunds policy</PolicyLink> explains. Every bottle
          is genuine, as our <PolicyLink to="/authenticity">authenticity promise</PolicyLink>{' '}
          guarantees.
        </p>
      </PolicySection>

      <PolicySection id="account" title="Your account and reviews">
        <PolicyList>
          <li>
            Keep your password to yourself. An account is one person&apos;s; we may close an account
            used to defraud us or other shoppers.
          </li>
          <li>
            Only a shopper whose order of a fragrance was delivered can review it. Keep reviews
            about the fragrance; we remove abuse, personal details and advertising.
          </li>
          <li>
            How we handle your data is on our <PolicyLink to="/privacy">privacy page</PolicyLink>.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection id="liability" title="If something goes wrong">
        <p>
          We are responsible for delivering what you ordered, genuine and in good condition, within
          the window we gave you, and we put right what we get wrong: a replacement or a full
          refund. We are not responsible for a delay caused by events beyond our or our
          courier&apos;s control, such as floods or road closures, but we keep you told and you may
          cancel an order that has not shipped. Perfume is for external use: test a new scent on a
          small patch of skin if you react to fragrance.
        </p>
        <p>
          These terms are governed by the laws of the Federal Republic of Nigeria. Tell us first
          about any dispute; we answer within one business day. You may also contact the Federal
          Competition and Consumer Protection Commission.
        </p>
      </PolicySection>
    </PolicyPage>
  )
}
