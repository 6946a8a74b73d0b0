import { CUSTOMER_SESSION_MS } from '@scentia/domain/auth/sessions'
import { showroomAddress } from '@scentia/domain/contact/showroom'
import {
  PolicyLink,
  PolicyList,
  PolicyPage,
  PolicySection,
  PolicyTable,
  SupportEmail,
} from './policy-page'

const SESSION_DAYS = CUSTOMER_SESSION_MS / (24 * 60 * 60 * 1000)

/**
 * How long each kind of record lives. Each line states what the code does: the hourly cleanup
 * (apps/api/src/modules/maintenance, docs/decisions/013), the outbox's 7 days, sessions
 * (docs/decisions/008), and account deletion's redaction of orders (docs/decisions/006).
 */
const RETENTION: readonly { what: string; howLong: string }[] = [
  {
    what: 'Your account, addresses, wishlist, reviews and alerts',
    howLong: 'Until you delete your account, or remove them yourself',
  },
  {
    what: 'An account whose email was never verified',
    howLong: 'Deleted 24 hours after sign-up, unless it placed an order',
  },
  {
    what: 'Orders (items, amounts, payment reference, delivery details)',
    howLong:
      'Kept for our accounts. When you delete your account, your name, email, phone and street are erased from them, except on an order still on its way or awaiting a refund',
  },
  {
    what: 'A payment started but never completed',
    howLong: 'Deleted after 7 days',
  },
  {
    what: 'Copies of the mails and texts we send you, and of contact-form messages',
    howLong: 'Deleted 7 days after they are sent',
  },
  {
    what: 'Verification and password-reset links',
    howLong: 'Work once, for 24 hours and 1 hour; deleted 7 days after they expire',
  },
  {
    what: 'Sign-in sessions',
    howLong: `Up to ${String(SESSION_DAYS)} days; deleted when you sign out or they end`,
  },
  {
    what: 'Failed sign-in attempts (to stop password guessing)',
    howLong: 'Count for 15 minutes, then deleted',
  },
]

/** /privacy (docs/product.md §12, §6): what we keep, why, for how long, and the shopper's rights. */
export function PrivacyPolicy() {
  return (
    <PolicyPage
      path="/privacy"
      eyebrow="Our policies"
      title="Privacy"
      updated="28 November 2026"
      lead={
        <>
          We keep what it takes to sell you perfume and deliver it, for as long as that takes, and
          nothing to sell to anyone else. You can download or delete your data yourself, in Account
          Settings.
        </>
      }
    >
      <PolicySection id="who" title="Who we are">
        <p>
          Scentia, {showroomAddress()}, is responsible for your personal data under the Nigeria Data
          Protection Act 2023. Write to <SupportEmail /> about anything on this page.
        </p>
      </PolicySection>

      <PolicySection id="what-why" title="What we keep, and why">
        <PolicyList>
          <li>
            <strong>Your account</strong>: name, email, phone number, delivery addresses and the
            avatar you chose. To sign you in, deliver to you and reach you about an order. Your
            password is stored only as an argon2id hash: we cannot read it.
          </li>
          <li>
            <strong>Your orders</strong>: what you bought, what you paid, the Paystack reference,
            and where it went. To deliver, handle returns and refunds, and keep the accounts the law
            asks a business to keep.
          </li>
          <li>
            <strong>Your wishlist, reviews and back-in-stock alerts</strong>: because you asked us
            to keep them. An alert is kept by email address until it is sent or you cancel it.
          </li>
          <li>
            <strong>Your choices about messages</strong>: whether you want order updates by text,
            whether you allowed marketing texts (off unless you turn it on), and when you
            unsubscribed from checkout reminders. If a payment you start is left unfinished for an
            hour, we send you one reminder with a link back to your cart, by email, and by text only
            if you allowed marketing texts; its unsubscribe link stops them.
          </li>
          <li>
            <strong>Security records</strong>: sign-in sessions and failed attempts, to keep your
            account safe.
          </li>
        </PolicyList>
        <p>
          We never see or store your card details: you type them into Paystack&apos;s own payment
          window. We do not use advertising or tracking cookies, and your avatar is drawn by our own
          server, so no outside service learns who you are from it.
        </p>
        <p>
          Your browser keeps your cart, your sign-in and the fragrances you viewed recently on your
          own device; signing out clears the sign-in.
        </p>
      </PolicySection>

      <PolicySection id="sharing" title="Who else sees it">
        <PolicyList>
          <li>
            <strong>Paystack</strong>, our payment provider: your name, email, phone, the amount and
            what you bought, to take and verify payment and to send refunds.
          </li>
          <li>
            <strong>Our courier</strong>: your name, phone and delivery address, to bring your
            order.
          </li>
          <li>
            <strong>Termii</strong> and our mail provider: your phone number and email, to send
            order texts and mails. You can turn order texts off in Account Settings.
          </li>
        </PolicyList>
        <p>
          We never sell or rent your data, and share it with no one else unless the law requires.
        </p>
      </PolicySection>

      <PolicySection id="how-long" title="How long we keep it">
        <p>A job runs every hour and deletes what has served its purpose:</p>
        <PolicyTable
          caption="How long we keep each kind of record"
          columns={[{ label: 'Record' }, { label: 'Kept' }]}
          rows={RETENTION.map((row) => ({ key: row.what, header: row.what, cells: [row.howLong] }))}
        />
      </PolicySection>

      <PolicySection id="rights" title="Your rights">
        <p>The Nigeria Data Protection Act 2023 gives you the right to:</p>
        <PolicyList>
          <li>be told what we hold about you and why (this page);</li>
          <li>
            a copy of your data, in a form you can take elsewhere: <strong>Download My Data</strong>{' '}
            in <PolicyLink to="/account/settings">Account Settings</PolicyLink>, Privacy &amp; Data,
            gives it to you at once as a JSON file;
          </li>
          <li>have wrong details corrected: edit them in Account Settings, or ask us;</li>
          <li>
            have your data erased: <strong>Delete My Account</strong> in Account Settings, Privacy
            &amp; Data, does it at once (orders keep only what our accounts need, as above);
          </li>
          <li>
            object to, or ask us to restrict, how we use your data, and withdraw any consent you
            gave, such as for order texts or stock alerts;
          </li>
          <li>not to be subject to decisions made only by automated means;</li>
          <li>
            complain to the Nigeria Data Protection Commission (ndpc.gov.ng) if you think we have
            got it wrong. We would rather hear it first: write to <SupportEmail />, and we answer
            within one business day.
          </li>
        </PolicyList>
      </PolicySection>
    </PolicyPage>
  )
}
