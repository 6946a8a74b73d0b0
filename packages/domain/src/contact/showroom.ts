/**
 * Where and when people can reach the shop in person or by phone. The About and Contact pages,
 * checkout's pickup option, the pickup mail and text and the /delivery page all show these, so
 * they live once here. (The support email and the WhatsApp number are runtime config: SUPPORT_EMAIL, WHATSAPP_NUMBER.)
 */
export const SHOWROOM = {
  name: 'Scentia Showroom',
  street: '14 Admiralty Way',
  area: 'Lekki Phase 1',
  city: 'Lagos',
  /** The state pickup orders are collected in (pay at the counter is a Lagos payment, decision 046). */
  state: 'Lagos',
  landmark: 'Opposite the Lekki Phase 1 roundabout, beside the pharmacy',
  /** Shown as written; dialled through `phoneHref`. */
  phone: '0700 723 6842',
  phoneHref: 'tel:+2347007236842',
  hours: [
    { days: 'Monday to Friday', time: '9am – 7pm' },
    { days: 'Saturday', time: '10am – 6pm' },
    { days: 'Sunday', time: '1pm – 5pm (showroom only)' },
  ],
} as const

/** How soon the support team answers a message (the contact receipt says the same). */
export const SUPPORT_REPLY_PROMISE = 'within one business day'

export function showroomAddress(): string {
  return `${SHOWROOM.street}, ${SHOWROOM.area}, ${SHOWROOM.city}`
}

/** The hours on one line, for a text message: "Monday to Friday 9am – 7pm; Saturday …". */
export function showroomHoursLine(): string {
  return SHOWROOM.hours.map((line) => `${line.days} ${line.time}`).join('; ')
}
