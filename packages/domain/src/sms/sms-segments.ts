/**
 * How many SMS parts a text costs (docs/product.md §5: each message ≤ 160 characters where possible,
 * never over 2 segments). Operators bill and split by segment, not by character, and a single
 * character outside GSM 03.38 (the naira sign ₦, curly quotes, an emoji) switches the whole
 * message to UCS-2, which cuts a segment from 160 to 70 characters: so messages write "NGN".
 */

/** GSM 03.38's basic set: one septet each. */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'

/** The extension table: an escape septet plus one, so two each. */
const GSM7_EXTENDED = '^{}\\[~]|€\f'

const BASIC = new Set(GSM7_BASIC)
const EXTENDED = new Set(GSM7_EXTENDED)

/** One segment's capacity, and a part's once the message is split (the rest is the UDH header). */
export const SMS_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const

export type SmsEncoding = keyof typeof SMS_LIMITS

export interface SmsSegments {
  encoding: SmsEncoding
  /** Septets for GSM-7 (extended characters count two), UTF-16 code units for UCS-2. */
  units: number
  segments: number
}

export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC.has(char) && !EXTENDED.has(char)) return false
  return true
}

export function countSmsSegments(text: string): SmsSegments {
  const encoding: SmsEncoding = isGsm7(text) ? 'gsm7' : 'ucs2'
  let units = 0
  if (encoding === 'gsm7') {
    for (const char of text) units += EXTENDED.has(char) ? 2 : 1
  } else {
    // UCS-2 as phones send it today is UTF-16: a character beyond the BMP takes two units.
    units = text.length
  }
  const limits = SMS_LIMITS[encoding]
  const segments = units === 0 ? 1 : units <= limits.single ? 1 : Math.ceil(units / limits.part)
  return { encoding, units, segments }
}
