import {
  REMINDER_AFTER_MS,
  REMINDER_LINK_INVALID_MESSAGE,
  REMINDER_MAIL_SUBJECT,
  UNSUBSCRIBED_MESSAGE,
} from '@scentia/domain/checkout/reminder'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages, payments, users } from '../../db/schema/index.js'
import {
  createCheckoutReminders,
  createReminderTokens,
  REMINDER_MAIL_KIND,
  REMINDER_SMS_KIND,
  type CheckoutReminders,
} from './checkout-reminders.js'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import {
  buildPaystackTestApp,
  type CatalogueProduct,
  createShopper,
  initializePayment,
  mailTo,
  pickProducts,
  postCheckout,
  type PaystackTestApp,
  type Shopper,
} from './payments-test-kit.js'

/**
 * Checkouts recovered (docs/decisions/048-checkout-reminders.md) on a real database with a
 * Paystack-shaped fake: one reminder after an hour, never twice, never for a paid payment (even
 * when the two race), the text only with consent, the restore link and the unsubscribe.
 */
describe('checkout reminders', () => {
  let t: PaystackTestApp
  let product: CatalogueProduct
  let reminders: CheckoutReminders
  const later = () => new Date(Date.now() + REMINDER_AFTER_MS + 60_000)

  beforeAll(async () => {
    t = await buildPaystackTestApp()
    ;[product] = (await pickProducts(t.database.db, 1, 50)) as [CatalogueProduct]
    // The service the scheduled job runs, on the app's own outbox and secret.
    reminders = createCheckoutReminders({
      db: t.database.db,
      outbox: t.app.outbox,
      tokens: createReminderTokens(t.config.jwtSecret),
      publicUrl: t.config.publicUrl,
      log: t.app.log,
    })
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const remindersAbout = (reference: string) =>
    db()
      .select({
        kind: outboxMessages.kind,
        status: outboxMessages.status,
        payload: outboxMessages.payload,
      })
      .from(outboxMessages)
      .where(
        and(
          sql`${outboxMessages.kind} in (${REMINDER_MAIL_KIND}, ${REMINDER_SMS_KIND})`,
          sql`${outboxMessages.payload}->>'about' = ${reference}`,
        ),
      )

  async function startedPayment(shopper: Shopper) {
    const init = await initializePayment(t.app, shopper, [{ id: product.id, quantity: 2 }])
    return init.reference
  }

  const linkIn = (text: string, path: string) => {
    const match = new RegExp(`${t.config.publicUrl}${path}\\?token=([^\\s]+)`).exec(text)
    if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`)
    return decodeURIComponent(match[1])
  }

  it('sends one reminder mail after an hour, never a second, and no text without consent', async () => {
    const shopper = await createShopper(t.app)
    const reference = await startedPayment(shopper)
    // Not yet: within the hour.
    await reminders.sendDue(new Date())
    expect(await remindersAbout(reference)).toHaveLength(0)

    await reminders.sendDue(later())
    await reminders.sendDue(later())
    const rows = await remindersAbout(reference)
    expect(rows.map((row) => row.kind)).toEqual([REMINDER_MAIL_KIND])
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference))
    expect(payment?.remindedAt).toBeInstanceOf(Date)

    await t.app.outbox.runOnce()
    const mails = (await mailTo(db(), shopper.email)).filter(
      (mail) => mail.subject === REMINDER_MAIL_SUBJECT,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain('/checkout/resume?token=')
    expect(mails[0]?.text).toContain('/reminders/unsubscribe?token=')
  })

  it('texts the reminder too where the shopper allowed marketing texts', async () => {
    const shopper = await createShopper(t.app)
    // Off by default, turned on in Account Settings.
    const [before] = await db().select().from(users).where(eq(users.id, shopper.userId))
    expect(before?.marketingSms).toBe(false)
    const consent = await t.app.inject({
      method: 'PUT',
      url: `/api/user/marketing-sms/${shopper.userId}`,
      headers: shopper.headers,
      payload: { marketing_sms: true },
    })
    expect(consent.statusCode).toBe(200)
    expect(consent.json()).toMatchObject({ user: { marketing_sms: true, sms_updates: true } })
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/user/marketing-sms/${shopper.userId + 1}`,
      headers: shopper.headers,
      payload: { marketing_sms: true },
    })
    expect(other.statusCode).toBe(403)
    const reference = await startedPayment(shopper)
    await reminders.sendDue(later())
    const rows = await remindersAbout(reference)
    expect(rows.map((row) => row.kind).sort()).toEqual([REMINDER_MAIL_KIND, REMINDER_SMS_KIND])
    expect(rows.find((row) => row.kind === REMINDER_SMS_KIND)?.payload).toMatchObject({
      to: '+2348031234567',
      text: expect.stringContaining('/checkout/resume?token='),
    })
  })

  it('never reminds a paid payment', async () => {
    const shopper = await createShopper(t.app)
    const reference = await startedPayment(shopper)
    t.fake.settle(reference, { status: 'success' })
    expect((await postCheckout(t.app, shopper, reference)).statusCode).toBe(201)
    await reminders.sendDue(later())
    expect(await remindersAbout(reference)).toHaveLength(0)
  })

  it('sends nothing for a payment paid while its reminder is being written (the race)', async () => {
    for (let round = 0; round < 3; round++) {
      const shopper = await createShopper(t.app)
      const reference = await startedPayment(shopper)
      t.fake.settle(reference, { status: 'success' })
      const [, checkout] = await Promise.all([
        reminders.sendDue(later()),
        postCheckout(t.app, shopper, reference),
      ])
      expect(checkout.statusCode).toBe(201)
      await t.app.outbox.runOnce()
      // Whichever came first, the paid payment has no reminder, sent or waiting.
      expect(await remindersAbout(reference)).toHaveLength(0)
    }
  })

  it('withdraws a reminder still waiting when its payment is paid (the race, reminder first)', async () => {
    const shopper = await createShopper(t.app)
    const reference = await startedPayment(shopper)
    await reminders.sendDue(later())
    expect(await remindersAbout(reference)).toHaveLength(1)
    t.fake.settle(reference, { status: 'success' })
    expect((await postCheckout(t.app, shopper, reference)).statusCode).toBe(201)
    await t.app.outbox.runOnce()
    expect(await remindersAbout(reference)).toHaveLength(0)
    const mails = await mailTo(db(), shopper.email)
    expect(mails.map((mail) => mail.subject)).not.toContain(REMINDER_MAIL_SUBJECT)
  })

  it('restores the cart from the mail’s link without signing in, on any device', async () => {
    const shopper = await createShopper(t.app)
    const reference = await startedPayment(shopper)
    await reminders.sendDue(later())
    const [row] = await remindersAbout(reference)
    const token = linkIn(String(row?.payload?.text), '/checkout/resume')
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/checkout-reminders/cart?token=${encodeURIComponent(token)}`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, cart_items: [{ id: product.id, quantity: 2 }] })

    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/checkout-reminders/cart?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`,
    })
    expect(forged.statusCode).toBe(404)
    expect(forged.json()).toMatchObject({ message: REMINDER_LINK_INVALID_MESSAGE })
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/checkout-reminders/cart?token=${'a'.repeat(5000)}`,
    })
    expect(long.statusCode).toBe(400)
  })

  it('refuses a restore link that has expired', async () => {
    const tokens = createReminderTokens(t.config.jwtSecret)
    const shopper = await createShopper(t.app)
    const reference = await startedPayment(shopper)
    const expired = tokens.issue('restore', reference, new Date(Date.now() - 1000))
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/checkout-reminders/cart?token=${encodeURIComponent(expired)}`,
    })
    expect(res.statusCode).toBe(404)
    // An unsubscribe token is not a restore token.
    const other = tokens.issue('unsubscribe', reference, new Date(Date.now() + 60_000))
    expect(await reminders.cartOf(other, new Date())).toBeNull()
  })

  it('unsubscribes without signing in: no more reminders, and marketing texts off', async () => {
    const shopper = await createShopper(t.app)
    await db().update(users).set({ marketingSms: true }).where(eq(users.id, shopper.userId))
    const reference = await startedPayment(shopper)
    await reminders.sendDue(later())
    const [row] = await remindersAbout(reference)
    const token = linkIn(String(row?.payload?.text), '/reminders/unsubscribe')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-reminders/unsubscribe',
      payload: { token },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, message: UNSUBSCRIBED_MESSAGE })
    const [user] = await db().select().from(users).where(eq(users.id, shopper.userId))
    expect(user?.remindersOffAt).toBeInstanceOf(Date)
    expect(user?.marketingSms).toBe(false)

    const next = await startedPayment(shopper)
    await reminders.sendDue(later())
    expect(await remindersAbout(next)).toHaveLength(0)

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-reminders/unsubscribe',
      payload: { token: 'unsubscribe.1.0.forged' },
    })
    expect(bad.statusCode).toBe(404)
  })

  it('unsubscribes on a mail app’s bare one-click POST (RFC 8058), and not on a forged token', async () => {
    const shopper = await createShopper(t.app)
    await db().update(users).set({ marketingSms: true }).where(eq(users.id, shopper.userId))
    const reference = await startedPayment(shopper)
    await reminders.sendDue(later())
    // The mail, not the text (marketing texts are on): the database returns the two in any order.
    const row = (await remindersAbout(reference)).find((r) => r.kind === REMINDER_MAIL_KIND)
    const oneClick = new URL(String(row?.payload?.unsubscribeUrl))
    expect(oneClick.origin + oneClick.pathname).toBe(
      `${t.config.publicUrl}/api/checkout-reminders/unsubscribe`,
    )
    // The same signed token as the mail's own unsubscribe link.
    expect(oneClick.searchParams.get('token')).toBe(
      linkIn(String(row?.payload?.text), '/reminders/unsubscribe'),
    )
    const stillSubscribed = async () => {
      const [user] = await db().select().from(users).where(eq(users.id, shopper.userId))
      return user?.remindersOffAt === null && user.marketingSms
    }

    // What a mail app sends: the form, no Authorization, no cookie, no CSRF token.
    const oneClickPost = (search: string, form: { type: string; body: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/checkout-reminders/unsubscribe${search}`,
        headers: { 'content-type': form.type },
        payload: form.body,
      })
    const urlEncoded = {
      type: 'application/x-www-form-urlencoded',
      body: 'List-Unsubscribe=One-Click',
    }
    const forged = await oneClickPost(
      `?token=${encodeURIComponent(`unsubscribe.${shopper.userId}.0.forged`)}`,
      urlEncoded,
    )
    expect(forged.statusCode).toBe(404)
    expect(forged.json()).toMatchObject({ success: false, message: REMINDER_LINK_INVALID_MESSAGE })
    const bare = await oneClickPost('', urlEncoded)
    expect(bare.statusCode).toBe(404)
    expect(await stillSubscribed()).toBe(true)

    const boundary = 'scentia-one-click'
    const res = await oneClickPost(oneClick.search, {
      type: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, message: UNSUBSCRIBED_MESSAGE })
    expect(await stillSubscribed()).toBe(false)
    // Again, as mail apps retry: still fine.
    expect((await oneClickPost(oneClick.search, urlEncoded)).statusCode).toBe(200)

    const next = await startedPayment(shopper)
    await reminders.sendDue(later())
    expect(await remindersAbout(next)).toHaveLength(0)
  })

  it('sends a browser that opens the one-click URL to the page that asks for the click', async () => {
    const shopper = await createShopper(t.app)
    const reference = await startedPayment(shopper)
    await reminders.sendDue(later())
    // The mail, not the text (marketing texts are on): the database returns the two in any order.
    const row = (await remindersAbout(reference)).find((r) => r.kind === REMINDER_MAIL_KIND)
    const oneClick = new URL(String(row?.payload?.unsubscribeUrl))
    const res = await t.app.inject({ method: 'GET', url: oneClick.pathname + oneClick.search })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(
      `${t.config.publicUrl}/reminders/unsubscribe${oneClick.search}`,
    )
    // Opening it unsubscribes nobody.
    const [user] = await db().select().from(users).where(eq(users.id, shopper.userId))
    expect(user?.remindersOffAt).toBeNull()
  })

  it('runs as the outbox’s scheduled job', async () => {
    const ran = await t.app.outbox.runScheduledJobs()
    expect(ran).toContain('checkout-reminders')
  })

  it('has no sandbox control where Paystack is real', async () => {
    const shopper = await createShopper(t.app)
    const reference = await startedPayment(shopper)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/checkout-reminders',
      payload: { reference },
    })
    expect(res.statusCode).toBe(404)
  })
})

/**
 * The sandbox's control for the e2e journey (decision 048, "The e2e journey"): one payment made
 * an hour older, then the real job; other shoppers' checkouts keep their own clocks.
 */
describe('the checkout reminder job in the sandbox', () => {
  let t: TestApp
  let product: CatalogueProduct
  beforeAll(async () => {
    t = await buildTestApp()
    ;[product] = (await pickProducts(t.database.db, 1, 50)) as [CatalogueProduct]
  })
  afterAll(() => t.close())

  const runJob = (reference: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sandbox/checkout-reminders',
      payload: { reference },
      remoteAddress: '127.0.0.1',
    })

  it('reminds the payment named, once, and no other', async () => {
    const [left, other] = [await createShopper(t.app), await createShopper(t.app)]
    const cart = [{ id: product.id, quantity: 1 }]
    const { reference } = await initializePayment(t.app, left, cart)
    const { reference: otherReference } = await initializePayment(t.app, other, cart)
    const [before] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference))

    const first = await runJob(reference)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ success: true, reminded: 1 })
    const [after] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference))
    expect((before?.createdAt.getTime() ?? 0) - (after?.createdAt.getTime() ?? 0)).toBe(
      REMINDER_AFTER_MS,
    )
    expect(after?.remindedAt).toBeInstanceOf(Date)
    const [untouched] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, otherReference))
    expect(untouched?.remindedAt).toBeNull()

    expect((await runJob(reference)).json()).toEqual({ success: true, reminded: 0 })
    await t.app.outbox.runOnce()
    const mails = (await mailTo(t.database.db, left.email)).filter(
      (mail) => mail.subject === REMINDER_MAIL_SUBJECT,
    )
    expect(mails).toHaveLength(1)
    expect(
      (await mailTo(t.database.db, other.email)).filter(
        (mail) => mail.subject === REMINDER_MAIL_SUBJECT,
      ),
    ).toHaveLength(0)
  })

  it('answers 404 for a payment it does not know', async () => {
    const res = await runJob('SCN-NOT-A-PAYMENT')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })
})
