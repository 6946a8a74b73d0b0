import { Mail } from 'lucide-react'
import { PageIntro } from '../../components/layout/page-intro'
import { useAppConfig } from '../../lib/app-config'

export function ContactRoute() {
  const { data: config } = useAppConfig()
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 md:px-8 md:py-20">
      <title>Contact · Scentia</title>
      <PageIntro eyebrow="Get in touch" title="Contact us">
        Questions about a fragrance, a delivery or an order? Write to us and we will get back to
        you.
      </PageIntro>
      <p className="mt-8 flex min-h-12 items-center gap-3 text-lg">
        <Mail aria-hidden="true" className="size-5 text-gold-deep" />
        {config ? (
          <a
            href={`mailto:${config.supportEmail}`}
            className="underline decoration-gold decoration-2 underline-offset-4 hover:decoration-ink"
          >
            {config.supportEmail}
          </a>
        ) : (
          <span className="inline-block h-5 w-48 animate-pulse rounded bg-ink/[0.07]" />
        )}
      </p>
    </div>
  )
}
