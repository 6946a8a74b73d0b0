import { describe, expect, it } from 'vitest'
import { whatsappChatUrl, whatsappGreeting } from './whatsapp'

describe('WhatsApp chat links', () => {
  it.each([
    ['+2348031234567', 'Hello', 'https://wa.me/2348031234567?text=Hello'],
    [
      '+2348031234567',
      whatsappGreeting('ORD0123456789'),
      'https://wa.me/2348031234567?text=Hello%20Scentia%2C%20I%20have%20a%20question%20about%20my%20order%20ORD0123456789.',
    ],
    ['+2349161234567', 'a&b=c #1?', 'https://wa.me/2349161234567?text=a%26b%3Dc%20%231%3F'],
  ])('%s with %j → %s', (e164, text, url) => {
    expect(whatsappChatUrl(e164, text)).toBe(url)
  })

  it.each([
    ['ORD0123456789', 'Hello Scentia, I have a question about my order ORD0123456789.'],
    [null, 'Hello Scentia, I have a question.'],
    [undefined, 'Hello Scentia, I have a question.'],
    ['', 'Hello Scentia, I have a question.'],
  ])('greeting for order %j', (orderId, text) => {
    expect(whatsappGreeting(orderId)).toBe(text)
  })
})
