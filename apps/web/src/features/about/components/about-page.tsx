import { showroomAddress, SHOWROOM } from '@scentia/domain/contact/showroom'
import { DELIVERY_DISCOUNTS } from '@scentia/domain/shipping/delivery-fee'
import { LAGOS_DELIVERY_ESTIMATE } from '@scentia/domain/shipping/checkout-shipping'
import { FREE_RETURNS_DAYS } from '@scentia/domain/shop/constants'
import { formatNaira } from '@scentia/domain/money/format'
import { BadgeCheck, CreditCard, MapPin, PackageCheck, RotateCcw, Truck } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink } from '../../../components/ui/button'
import { ShowroomHours } from '../../../components/ui/showroom-hours'
import { PageIntro } from '../../../components/layout/page-intro'
import { HeadedSection } from '../../../components/ui/headed-section'

/** "10% off from ₦50,000 and 20% off from ₦100,000", from the delivery fee rule itself. */
function discountSentence(): string {
  const parts = DELIVERY_DISCOUNTS.filter((tier) => tier.percent < 100)
    .slice()
    .reverse()
    .map((tier) => `${100 - tier.percent}% off from ${formatNaira(tier.fromTotal)}`)
  return parts.join(' and ')
}

function PromiseCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li className="rounded-2xl border border-line bg-white/60 p-6">
      <span className="flex size-11 items-center justify-center rounded-full bg-sand text-gold-deep">
        {icon}
      </span>
      <h3 className="mt-4 font-serif text-xl">{title}</h3>
      <div className="mt-2 text-sm leading-relaxed text-muted">{children}</div>
    </li>
  )
}

/** /about (docs/product.md §7): who we are and what we promise. */
export function AboutPage() {
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 md:px-8 md:py-20">
      <PageIntro eyebrow="Our house" title="About Scentia">
        Scentia is a Lagos perfume house. We bring authentic designer and niche fragrances to
        Nigeria, keep them the way perfumers intend, and deliver them to doors from Lekki to
        Maiduguri.
      </PageIntro>

      <HeadedSection
        headingId="story-heading"
        title="Our story"
        className="mt-16 grid gap-10 md:grid-cols-[1fr_1.3fr] md:gap-16"
        headingClassName="font-serif text-3xl tracking-tight md:text-4xl"
      >
        <div className="flex flex-col gap-4 text-[1.05rem] leading-relaxed">
          <p>
            Scentia began in 2019 as one glass shelf in a Lekki concept store, stocked by two
            friends who were tired of asking relatives abroad to carry perfume home in their
            luggage, and of the fakes that filled the gap when nobody travelled.
          </p>
          <p>
            The shelf became a showroom on Admiralty Way, and the showroom became this shop. What
            has not changed is how we choose: every fragrance is one we have worn through a Lagos
            afternoon, because a scent that sings in an air-conditioned Paris boutique can turn
            sharp in our heat. If it lasts through traffic on the Third Mainland Bridge, it makes
            the cut.
          </p>
          <p>
            Today we hold more than sixty fragrances across every family, from fresh citrus for the
            office to oud and amber built for an owambe, and a small team who will happily help you
            find yours.
          </p>
        </div>
      </HeadedSection>

      <section aria-labelledby="promise-heading" className="mt-20">
        <p className="text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">
          What we promise
        </p>
        <h2 id="promise-heading" className="mt-2 font-serif text-3xl tracking-tight md:text-4xl">
          Authentic, well kept, delivered with care
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <PromiseCard
            icon={<BadgeCheck aria-hidden="true" className="size-5" />}
            title="Only the real thing"
          >
            Every bottle comes from the fragrance house itself or one of its authorised
            distributors, sealed, with its batch code intact. If a bottle from us is ever not
            genuine, we refund it in full and collect it at our cost.
          </PromiseCard>
          <PromiseCard
            icon={<PackageCheck aria-hidden="true" className="size-5" />}
            title="How we source and store"
          >
            We buy directly from brand houses and their distributors in Paris, Dubai and Lagos.
            Stock waits in a climate-controlled room away from sun and heat, because heat is what
            spoils perfume, and we never sell decants as full bottles.
          </PromiseCard>
          <PromiseCard
            icon={<Truck aria-hidden="true" className="size-5" />}
            title="Delivery across Nigeria"
          >
            We prepare orders in 1–2 business days. Delivery takes {LAGOS_DELIVERY_ESTIMATE} within
            Lagos, priced by your ward, with {discountSentence()}. Every other state has its own fee
            and delivery window, shown on each product page before you sign in.
          </PromiseCard>
          <PromiseCard
            icon={<CreditCard aria-hidden="true" className="size-5" />}
            title="Payment secured by Paystack"
          >
            Card payments go through Paystack, Nigeria&apos;s most trusted payment provider. Your
            card details are entered on Paystack&apos;s secure page; we never see or store them, and
            every payment is verified on our server before we ship.
          </PromiseCard>
          <PromiseCard
            icon={<RotateCcw aria-hidden="true" className="size-5" />}
            title={`Free returns within ${FREE_RETURNS_DAYS} days`}
          >
            Changed your mind? Return any unopened bottle in its original packaging within{' '}
            {FREE_RETURNS_DAYS} days of delivery and we refund you in full, with the return
            collection on us.
          </PromiseCard>
          <PromiseCard
            icon={<MapPin aria-hidden="true" className="size-5" />}
            title="Come and smell for yourself"
          >
            Our showroom at {showroomAddress()} has every fragrance on testers. Bring a friend, take
            your time, and leave with a sample card or two.
          </PromiseCard>
        </ul>
      </section>

      <section
        aria-labelledby="visit-heading"
        className="mt-20 grid gap-8 rounded-3xl bg-sand p-8 md:grid-cols-2 md:p-12"
      >
        <div>
          <h2 id="visit-heading" className="font-serif text-3xl tracking-tight">
            Visit the showroom
          </h2>
          <address className="mt-4 leading-relaxed not-italic">
            {SHOWROOM.name}
            <br />
            {SHOWROOM.street}, {SHOWROOM.area}
            <br />
            {SHOWROOM.city}
          </address>
          <p className="mt-2 text-sm text-muted">{SHOWROOM.landmark}</p>
        </div>
        <div>
          <h3 className="text-sm font-semibold tracking-[0.14em] uppercase">Opening hours</h3>
          <ShowroomHours className="mt-3 gap-x-6 gap-y-1.5 text-sm" />
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/shop">Explore the collection</ButtonLink>
            <ButtonLink to="/contact" variant="outline">
              Contact us
            </ButtonLink>
          </div>
        </div>
      </section>
    </div>
  )
}
