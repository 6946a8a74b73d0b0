import { reviewRequestWindow } from '@scentia/domain/reviews/eligibility'
import { and, asc, eq, gt, isNotNull, lte, max, ne, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  orderItems,
  orderStatusEvents,
  orders,
  products,
  reviewRequests,
  users,
} from '../../db/schema/index.js'
import type { MailService } from '../mail/index.js'
import { paragraph, renderLayout, renderText, type MailContent } from '../mail/index.js'
import { REDACTED_EMAIL } from '../orders/index.js'
import type { SmsService } from '../sms/index.js'

export interface ReviewRequestMailInput {
  fullName: string
  orderId: string
  items: { name: string; url: string }[]
}

/** "How are you finding …?" — one mail per order, naming what was in it. */
export function reviewRequestMail(input: ReviewRequestMailInput): MailContent {
  const firstName = input.fullName.trim().split(/\s+/)[0] ?? ''
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,'
  const names = input.items.map((item) => item.name)
  const subject =
    names.length === 1 ? `How is ${names[0] ?? ''} wearing?` : 'How are your fragrances wearing?'
  const intro = `Your order ${input.orderId} arrived a week ago. Other shoppers choose by the words of people who wear a scent: how long it lasts on you, how far it carries, and when you wear it.`
  const first = input.items[0]
  const footnote =
    'You get this mail once per order. Only shoppers who received a fragrance can review it.'
  return {
    subject,
    text: renderText([
      greeting,
      intro,
      ...input.items.map((item) => `${item.name}: ${item.url}`),
      footnote,
    ]),
    html: renderLayout({
      preheader: 'Tell other shoppers how it lasts and carries.',
      heading: 'How is it wearing?',
      body: [
        paragraph(greeting),
        paragraph(intro),
        ...input.items.map((item) => paragraph(`${item.name}: ${item.url}`)),
      ],
      ...(first ? { button: { label: 'Write a review', url: first.url } } : {}),
      footnote,
    }),
  }
}

/** Where a fragrance's reviews are written: its product page, at the reviews. */
function reviewUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/shop/product/${encodeURIComponent(slug)}#reviews`
}

/** Orders delivered inside the window and never asked, oldest delivery first. */
async function dueOrders(db: Db, now: Date, delayMs: number | undefined) {
  const window = reviewRequestWindow(now, delayMs)
  const deliveredAt = db
    .select({
      orderId: orderStatusEvents.orderId,
      at: max(orderStatusEvents.at).as('delivered_at'),
    })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.toStatus, 'delivered'))
    .groupBy(orderStatusEvents.orderId)
    .as('delivered')
  return db
    .select({
      orderId: orders.orderId,
      email: orders.email,
      fullName: orders.fullName,
      accountPhone: users.phoneNumber,
      orderPhone: orders.phoneNumber,
    })
    .from(orders)
    .innerJoin(deliveredAt, eq(deliveredAt.orderId, orders.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.status, 'delivered'),
        // An erased account's order keeps no address to write to.
        isNotNull(orders.userId),
        ne(orders.email, REDACTED_EMAIL),
        lte(deliveredAt.at, window.deliveredBefore),
        gt(deliveredAt.at, window.deliveredAfter),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviewRequests)
            .where(eq(reviewRequests.orderId, orders.orderId)),
        ),
      ),
    )
    .orderBy(asc(deliveredAt.at))
    .limit(500)
}

/**
 * One round of review requests, run by the hourly maintenance job. Each order is
 * claimed by inserting its `review_requests` row, in the same transaction as its mail: a
 * second process racing on the same order inserts nothing and mails nothing, and a crash
 * leaves either both or neither. Where the shopper has SMS updates on and a mobile number, the
 * request goes by text as well, in that same transaction, so also once per order. Answers how
 * many mails were queued.
 */
export async function queueReviewRequests(deps: {
  db: Db
  mail: Pick<MailService, 'queue' | 'flush'>
  sms: Pick<SmsService, 'queueReviewRequest' | 'flush'>
  publicUrl: string
  now: Date
  /** Defaults to the domain's seven days. */
  delayMs?: number
}): Promise<number> {
  const { db, mail, sms, publicUrl, now } = deps
  let queued = 0
  let texted = 0
  for (const order of await dueOrders(db, now, deps.delayMs)) {
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(reviewRequests)
        .values({ orderId: order.orderId, requestedAt: now })
        .onConflictDoNothing()
        .returning({ orderId: reviewRequests.orderId })
      if (claimed.length === 0) return null
      const items = await tx
        .selectDistinct({ name: orderItems.name, slug: products.productId })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, order.orderId))
      const [first] = items
      if (!first) return null
      const content = reviewRequestMail({
        fullName: order.fullName,
        orderId: order.orderId,
        items: items.map((item) => ({
          name: item.name,
          url: reviewUrl(publicUrl, item.slug),
        })),
      })
      await mail.queue(tx, 'review-request', { to: order.email, ...content })
      const textQueued = await sms.queueReviewRequest(tx, {
        orderId: order.orderId,
        // The account's number is the shopper's latest; the order's was given for its texts.
        phones: [order.accountPhone, order.orderPhone],
        reviewUrl: reviewUrl(publicUrl, first.slug),
      })
      return { textQueued }
    })
    if (!sent) continue
    queued += 1
    if (sent.textQueued) texted += 1
  }
  if (queued > 0) mail.flush()
  if (texted > 0) sms.flush()
  return queued
}
