import { screen } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * Finds the "Chat with us on WhatsApp" link and checks it opens a chat with `number` (digits,
 * as wa.me takes them) in a new tab, prefilled with the question about `orderId`.
 */
export async function expectWhatsappChatLink(number: string, orderId: string) {
  const link = await screen.findByRole('link', { name: /Chat with us on WhatsApp/ })
  expect(link).toHaveAttribute(
    'href',
    `https://wa.me/${number}?text=Hello%20Scentia%2C%20I%20have%20a%20question%20about%20my%20order%20${orderId}.`,
  )
  expect(link).toHaveAttribute('target', '_blank')
  return link
}
