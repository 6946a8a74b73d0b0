import { SHOWROOM } from '@scentia/domain/contact/showroom'
import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { ShowroomHours } from '../../../components/ui/showroom-hours'
import { WhatsappChatLink } from '../../../components/ui/whatsapp-chat-link'
import { useAppConfig } from '../../../lib/app-config'

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sand text-gold-deep">
        {icon}
      </span>
      <div>
        <h2 className="text-sm font-semibold tracking-[0.14em] uppercase">{title}</h2>
        <div className="mt-1 leading-relaxed">{children}</div>
      </div>
    </li>
  )
}

// Each link is alone on its line: a whole 44 px press (decision 055).
const linkClasses =
  'inline-flex min-h-11 items-center underline decoration-gold decoration-2 underline-offset-4 hover:decoration-ink'

/** How to reach us: email (runtime config), phone, WhatsApp, showroom and hours. */
export function ContactDetails() {
  const { data: config } = useAppConfig()
  return (
    <ul className="flex flex-col gap-7">
      <Row icon={<Mail aria-hidden="true" className="size-5" />} title="Email">
        {config ? (
          <a href={`mailto:${config.supportEmail}`} className={linkClasses}>
            {config.supportEmail}
          </a>
        ) : (
          <span className="inline-block h-5 w-48 animate-pulse rounded bg-ink/[0.07]" />
        )}
      </Row>
      <Row icon={<Phone aria-hidden="true" className="size-5" />} title="Phone">
        <a href={SHOWROOM.phoneHref} className={linkClasses}>
          {SHOWROOM.phone}
        </a>
      </Row>
      {/* Only when the shop has a WhatsApp number configured (WHATSAPP_NUMBER). */}
      {config?.whatsappNumber ? (
        <Row icon={<MessageCircle aria-hidden="true" className="size-5" />} title="WhatsApp">
          <WhatsappChatLink />
          <span className="block text-sm text-muted">
            {formatNigerianMobileLocal(config.whatsappNumber)} (messages only)
          </span>
        </Row>
      ) : null}
      <Row icon={<MapPin aria-hidden="true" className="size-5" />} title="Showroom">
        <address className="not-italic">
          {SHOWROOM.street}, {SHOWROOM.area}, {SHOWROOM.city}
        </address>
        <span className="text-sm text-muted">{SHOWROOM.landmark}</span>
      </Row>
      <Row icon={<Clock aria-hidden="true" className="size-5" />} title="Hours">
        <ShowroomHours className="gap-x-4 gap-y-0.5 text-sm" />
      </Row>
    </ul>
  )
}
