import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { REMINDER_MAIL_SUBJECT } from '@scentia/domain/checkout/reminder'
import {
  checkoutShopper,
  continueToPayment,
  openCheckout,
  ordersOf,
  payInSandbox,
  type OwnerOrder,
} from '../fixtures/checkout'
import { mailbox } from '../fixtures/shoppers'

const shopper = checkoutShopper('reminder')

/** The reference of the payment the next Complete Payment starts. */
function nextPaymentReference(page: Page): Promise<string> {
  return page
    .waitForResponse(
      (response) =>
        response.url().endsWith('/api/payments/initialize') &&
        response.request().method() === 'POST',
    )
    .then(async (response) => ((await response.json()) as { reference: string }).reference)
}

/**
 * The reminder's hour, skipped for one payment: the sandbox makes it an hour older and runs the
 * reminder job as the schedule would (decision 048, "The e2e journey").
 */
async function runReminderJob(request: APIRequestContext, reference: string): Promise<number> {
  const response = await request.post('/api/sandbox/checkout-reminders', { data: { reference } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { reminded: number }).reminded
}

const remindersTo = async (request: APIRequestContext, email: string) =>
  (await mailbox(request)).filter(
    (mail) => mail.to.includes(email) && mail.subject === REMINDER_MAIL_SUBJECT,
  )

test('a shopper who left at the pop-up is reminded once, follows the mail back and pays', async ({
  page,
  request,
}) => {
  const product = await openCheckout(page, request, shopper(), 2)
  const abandoned = nextPaymentReference(page)
  await continueToPayment(page)
  const reference = await abandoned

  // They leave at the pop-up, and the cart is gone from this device (another phone, a cleared
  // browser): the link must bring it back from the server.
  await page
    .frameLocator('iframe[title="Paystack checkout"]')
    .getByRole('button', { name: 'Cancel payment' })
    .click()
  await expect(page.getByText('Payment was cancelled')).toBeVisible()
  await page.evaluate(() => {
    localStorage.removeItem('perfume_cart_items')
  })

  expect(await runReminderJob(request, reference)).toBe(1)
  // Written to the outbox by the job, sent by the worker's next poll (docs/product.md §5).
  await expect.poll(async () => (await remindersTo(request, shopper().email)).length).toBe(1)
  const [reminder] = await remindersTo(request, shopper().email)
  const link = /(\S+\/checkout\/resume\?token=\S+)/.exec(reminder?.text ?? '')?.[1]
  expect(link, reminder?.text).toBeDefined()
  // The mail's PUBLIC_URL is localhost; the shop under test answers on 127.0.0.1.
  const { pathname, search } = new URL(link ?? '')
  await page.goto(pathname + search)

  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible()
  const summary = page.getByRole('region', { name: 'Order Summary' })
  await expect(summary.getByText(product.name)).toBeVisible()
  const paying = nextPaymentReference(page)
  await continueToPayment(page)
  const paid = await paying
  await payInSandbox(page, 'Success')
  await expect(page).toHaveURL(/\/thank-you-page$/, { timeout: 20_000 })
  await expect(page.getByText('2 items')).toBeVisible()

  const order = ((await ordersOf(request, shopper())) as OwnerOrder[]).find(
    (candidate) => candidate.transaction_reference === paid,
  )
  expect(order?.payment_status).toBe('paid')

  // The job again, an hour on for both payments: the paid one is past checkout, the reminded
  // one already had its reminder.
  expect(await runReminderJob(request, paid)).toBe(0)
  expect(await runReminderJob(request, reference)).toBe(0)
  // The order's own mail comes after; by then any second reminder would have been sent too.
  await expect
    .poll(async () =>
      (await mailbox(request)).some(
        (mail) =>
          mail.to.includes(shopper().email) && mail.subject.includes(order?.order_id ?? '?'),
      ),
    )
    .toBe(true)
  expect(await remindersTo(request, shopper().email)).toHaveLength(1)
})
