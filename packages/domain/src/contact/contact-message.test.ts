import { describe, expect, it } from 'vitest'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  contactMessageSchema,
  contactTopicLabel,
  isLikelyBot,
  type ContactMessageInput,
} from './contact-message'

const valid: ContactMessageInput = {
  name: 'Tolu Adebayo',
  email: 'Tolu@Example.ng',
  topic: 'order',
  order_id: '',
  message: 'My parcel has not arrived yet.',
}

function firstError(input: Record<string, unknown>): { path: string; message: string } | null {
  const result = contactMessageSchema.safeParse(input)
  if (result.success) return null
  const [issue] = result.error.issues
  return issue ? { path: issue.path.join('.'), message: issue.message } : null
}

describe('contactMessageSchema', () => {
  it('accepts a message, trims it, lower-cases the email and drops an empty order id', () => {
    expect(
      contactMessageSchema.parse({ ...valid, message: '  My parcel has not arrived yet.  ' }),
    ).toEqual({
      name: 'Tolu Adebayo',
      email: 'tolu@example.ng',
      topic: 'order',
      order_id: undefined,
      message: 'My parcel has not arrived yet.',
    })
  })

  it.each([
    ['ORD1234567890', 'ORD1234567890'],
    [' ord1234567890 ', 'ORD1234567890'],
    [undefined, undefined],
    ['', undefined],
  ])('order id %j reads as %j', (orderId, expected) => {
    expect(contactMessageSchema.parse({ ...valid, order_id: orderId }).order_id).toBe(expected)
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { name: '  ' }, 'name', 'Full name is required'],
    ['a bad email', { email: 'tolu@' }, 'email', 'Please enter a valid email address'],
    ['no topic', { topic: undefined }, 'topic', CONTACT_MESSAGES.topicRequired],
    ['an unknown topic', { topic: 'complaint' }, 'topic', CONTACT_MESSAGES.topicRequired],
    ['a malformed order id', { order_id: 'ORD12345' }, 'order_id', CONTACT_MESSAGES.orderIdInvalid],
    [
      'a long order id',
      { order_id: 'ORD1234567890'.repeat(5) },
      'order_id',
      CONTACT_MESSAGES.orderIdInvalid,
    ],
    [
      'a 9-character message',
      { message: '123456789' },
      'message',
      CONTACT_MESSAGES.messageTooShort,
    ],
    [
      'a message of spaces',
      { message: ' '.repeat(20) },
      'message',
      CONTACT_MESSAGES.messageTooShort,
    ],
    ['no message', { message: undefined }, 'message', CONTACT_MESSAGES.messageTooShort],
    [
      'a message over the limit',
      { message: 'a'.repeat(CONTACT_MESSAGE_MAX + 1) },
      'message',
      CONTACT_MESSAGES.messageTooLong,
    ],
    [
      'a huge honeypot',
      { website: 'x'.repeat(201) },
      'website',
      'Too big: expected string to have <=200 characters',
    ],
  ])('refuses %s', (_case, change, path, message) => {
    expect(firstError({ ...valid, ...change })).toEqual({ path, message })
  })

  it.each([
    [10, true],
    [CONTACT_MESSAGE_MAX, true],
  ])('accepts a message of %i characters', (length, ok) => {
    expect(contactMessageSchema.safeParse({ ...valid, message: 'a'.repeat(length) }).success).toBe(
      ok,
    )
  })
})

describe('honeypot and topics', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['  ', false],
    ['https://spam.example', true],
  ])('website %j is a bot: %s', (website, bot) => {
    expect(isLikelyBot({ website })).toBe(bot)
  })

  it('labels every topic', () => {
    expect(CONTACT_TOPICS.map((topic) => contactTopicLabel(topic.id))).toEqual(
      CONTACT_TOPICS.map((topic) => topic.label),
    )
  })
})
