/**
 * WhatsApp chat links: most Nigerian shoppers would rather message than email. The
 * shop's number is runtime config (WHATSAPP_NUMBER, validated E.164 by the API); the link is
 * WhatsApp's documented click-to-chat form, `https://wa.me/<digits>?text=<url-encoded text>`,
 * which wants the international number without its plus.
 */
export const WHATSAPP_LINK_TEXT = 'Chat with us on WhatsApp'

/** What the chat opens with: the order id where there is one, so support finds it at once. */
export function whatsappGreeting(orderId?: string | null): string {
  return orderId
    ? `Hello Scentia, I have a question about my order ${orderId}.`
    : 'Hello Scentia, I have a question.'
}

/** `+2348031234567`, 'Hello' → `https://wa.me/2348031234567?text=Hello`. */
export function whatsappChatUrl(e164: string, text: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}
