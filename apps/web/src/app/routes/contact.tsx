import { PageIntro } from '../../components/layout/page-intro'
import { ContactDetails } from '../../features/contact/components/contact-details'
import { ContactForm } from '../../features/contact/components/contact-form'

export function ContactRoute() {
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 md:px-8 md:py-20">
      <PageIntro eyebrow="Get in touch" title="Contact us">
        Questions about a fragrance, a delivery or an order? Write to us and we will get back to you
        within one business day.
      </PageIntro>
      <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <ContactDetails />
        <ContactForm />
      </div>
    </div>
  )
}
