import {
  WHATSAPP_LINK_TEXT,
  whatsappChatUrl,
  whatsappGreeting,
} from '@scentia/domain/contact/whatsapp'
import { MessageCircle } from 'lucide-react'
import { useAppConfig } from '../../lib/app-config'

interface WhatsappChatLinkProps {
  /** Prefills the chat with this order's id (thank-you and track pages). */
  orderId?: string | null | undefined
  className?: string
}

/**
 * "Chat with us on WhatsApp" to the shop's number from /api/config. Nothing at all
 * while the config loads or when WHATSAPP_NUMBER is unset: a link to no one is worse than none.
 * A new tab, so the order page stays open; noopener noreferrer, so WhatsApp's page gets no
 * handle on ours and learns no order URL from the Referer.
 */
export function WhatsappChatLink({ orderId, className }: WhatsappChatLinkProps) {
  const { data: config } = useAppConfig()
  if (!config?.whatsappNumber) return null
  return (
    <a
      href={whatsappChatUrl(config.whatsappNumber, whatsappGreeting(orderId))}
      target="_blank"
      rel="noopener noreferrer"
      className={
        className ??
        'inline-flex items-center gap-2 font-medium underline decoration-gold decoration-2 underline-offset-4 hover:decoration-ink'
      }
    >
      <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
      {WHATSAPP_LINK_TEXT} <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}
