import { z } from 'zod'

/**
 * Gifts at checkout (docs/decisions/045-low-stock-and-gifts.md): "This is a gift", a short plain
 * text message for the packing slip, and gift wrap at the owner's price (0: not offered). The
 * message is the shopper's text: stored as typed (tidied), shown escaped everywhere, and never
 * in the public tracking view.
 */

/** Room for a card in the box: a few lines, not a letter. */
export const GIFT_MESSAGE_MAX_LENGTH = 250
/** Lines on the card; more is a paste, not a message. */
export const GIFT_MESSAGE_MAX_LINES = 6
/** A ceiling for the owner's form: wrap costing more than this is a typing slip. */
export const GIFT_WRAP_PRICE_MAX = 50_000

export const GIFT_MESSAGES = {
  tooLong: `Please keep the gift message to ${GIFT_MESSAGE_MAX_LENGTH} characters`,
  tooManyLines: `Please keep the gift message to ${GIFT_MESSAGE_MAX_LINES} lines`,
  wrapNotOffered: 'Gift wrap is no longer offered. Please untick it and try again.',
  wrapPrice: `Enter the gift wrap price in whole naira, from 0 to ${GIFT_WRAP_PRICE_MAX.toLocaleString('en-NG')}`,
} as const

/**
 * The message tidied: line breaks made \n, other control characters (which no card can print)
 * dropped, spaces at the ends of lines and of the whole trimmed, runs of blank lines made one.
 */
export function tidyGiftMessage(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- the point is to drop control characters
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/** Characters as a reader counts them (an emoji is one), for the limit and the form's counter. */
export function giftMessageLength(text: string): number {
  let count = 0
  for (const _ of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) count++
  return count
}

/** The message as the API takes it: tidied, then held to its limits; empty means none. */
export const giftMessageSchema = z
  .string()
  .max(GIFT_MESSAGE_MAX_LENGTH * 4, GIFT_MESSAGES.tooLong)
  .transform(tidyGiftMessage)
  .refine((text) => giftMessageLength(text) <= GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGES.tooLong)
  .refine((text) => text.split('\n').length <= GIFT_MESSAGE_MAX_LINES, GIFT_MESSAGES.tooManyLines)

/** The initialize body's `gift`: absent, or a gift with an optional message and wrap. */
export const giftRequestSchema = z.object({
  message: giftMessageSchema.optional(),
  wrap: z.boolean().optional(),
})
export type GiftRequest = z.input<typeof giftRequestSchema>

export const giftWrapPriceSchema = z
  .number({ error: GIFT_MESSAGES.wrapPrice })
  .int(GIFT_MESSAGES.wrapPrice)
  .min(0, GIFT_MESSAGES.wrapPrice)
  .max(GIFT_WRAP_PRICE_MAX, GIFT_MESSAGES.wrapPrice)

/** What a gift adds to an order, decided by the server from the owner's price. */
export type GiftPricing =
  | { ok: true; isGift: boolean; message: string | null; wrap: number }
  | { ok: false; message: string }

/**
 * The gift's part of the order: wrap at the owner's price when asked for and offered (a price of
 * 0 means not offered, so asking for it is a stale page, refused rather than silently dropped);
 * an empty message is none. No gift asked: nothing added.
 */
export function priceGift(
  request: { message?: string | undefined; wrap?: boolean | undefined } | undefined,
  wrapPrice: number,
): GiftPricing {
  if (!request) return { ok: true, isGift: false, message: null, wrap: 0 }
  if (request.wrap && wrapPrice <= 0) return { ok: false, message: GIFT_MESSAGES.wrapNotOffered }
  const message = request.message ? tidyGiftMessage(request.message) : ''
  return { ok: true, isGift: true, message: message || null, wrap: request.wrap ? wrapPrice : 0 }
}

/**
 * What the shopper pays: the goods less the sample credit and the promo discount, plus delivery
 * and gift wrap. Wrap is a service like delivery: no promo code or credit takes it off.
 */
export function orderTotal(parts: {
  subtotal: number
  sampleCredit: number
  discount: number
  shippingFee: number
  giftWrap: number
}): number {
  return parts.subtotal - parts.sampleCredit - parts.discount + parts.shippingFee + parts.giftWrap
}
