import { SHOWROOM, showroomAddress } from '@scentia/domain/contact/showroom'
import { PolicyLink, PolicyList, PolicyPage, PolicySection, SupportEmail } from './policy-page'

/** /authenticity (docs/product.md §12): where the stock comes from, and what to do if in doubt. */
export function AuthenticityPolicy() {
  return (
    <PolicyPage
      path="/authenticity"
      eyebrow="Our promise"
      title="Only the real thing"
      updated="28 November 2026"
      lead={
        <>
          Every bottle we sell is genuine, bought from the fragrance house or its authorised
          distributor. If a bottle from us is ever not, we take it back and refund you in full, at
          our cost.
        </>
      }
    >
      <PolicySection id="sourcing" title="Where our stock comes from">
        <p>
          We buy directly from brand houses and their authorised distributors in Paris, Dubai and
          Lagos, never from market traders, &ldquo;tester&rdquo; resellers or grey-market parallel
          importers. Each delivery to us comes with the distributor&apos;s invoice, and we keep
          those invoices for every batch we sell.
        </p>
        <p>
          Stock waits in a climate-controlled room at our Lagos showroom, away from sun and heat,
          because heat is what spoils perfume. We never sell decants or testers as full bottles, and
          our samples are poured in our own studio from bottles bought the same way.
        </p>
      </PolicySection>

      <PolicySection id="batch-codes" title="Batch codes">
        <p>
          Every genuine bottle carries a batch code: a short run of letters and numbers printed or
          etched on the bottom of the box and on the base of the bottle. The two always match.
          Brands use it to trace when and where a bottle was made, and you can use it too: online
          batch-code checkers read most houses&apos; codes and give the month of manufacture.
        </p>
        <p>
          We never remove, cover or scratch out a batch code, and we do not sell a bottle whose code
          is missing.
        </p>
      </PolicySection>

      <PolicySection id="looks-wrong" title="If a bottle looks wrong">
        <p>Signs worth a second look:</p>
        <PolicyList>
          <li>the batch code on the box and on the bottle differ, or one is missing;</li>
          <li>
            the cellophane is loose, bubbled or glued, or the box print is blurred or misspelt;
          </li>
          <li>
            the sprayer leaks or sputters, the juice is cloudy, or it smells sharp of alcohol long
            after the first spray.
          </li>
        </PolicyList>
        <p>
          If anything worries you, do not throw the box away. Write to <SupportEmail /> or call{' '}
          <PolicyLink href={SHOWROOM.phoneHref}>{SHOWROOM.phone}</PolicyLink> with your order id and
          photos of the batch codes, the box and the bottle. We reply within one business day with
          the distributor&apos;s invoice for that batch, or, if we cannot show the bottle is
          genuine, we collect it and refund it in full, opened or not, as our{' '}
          <PolicyLink to="/returns">returns policy</PolicyLink> says.
        </p>
        <p>
          You are always welcome to compare a bottle with the tester of the same fragrance at our
          showroom, {showroomAddress()}.
        </p>
      </PolicySection>
    </PolicyPage>
  )
}
