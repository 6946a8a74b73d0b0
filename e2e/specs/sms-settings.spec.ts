import { expect, test } from '@playwright/test'
import { restoreSession, skipSplash } from '../fixtures/accounts'
import { placePaidOrder } from '../fixtures/admin'
import { createShopper, mailbox } from '../fixtures/shoppers'
import { textsAbout } from '../fixtures/sms'

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

test('switching SMS updates off in Account Settings persists and stops order texts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const shopper = await createShopper(request, 'sms')

  // SMS on (the default): a paid order is texted to the order's phone.
  const before = await placePaidOrder(request, shopper)
  await expect
    .poll(async () => (await textsAbout(request, before)).map(({ to, kind }) => ({ to, kind })))
    .toEqual([{ to: '+2348031234567', kind: 'sms-order-confirmed' }])

  await restoreSession(page, shopper)
  await page.goto('/account/settings')
  const toggle = page.getByRole('switch', { name: 'SMS order updates' })
  await expect(toggle).toBeChecked()
  await expect(toggle).toBeEnabled()
  await toggle.click()
  await expect(page.getByText('SMS updates are off')).toBeVisible()
  await expect(toggle).not.toBeChecked()

  // The setting is the API's, not the browser's: it survives a reload.
  await page.reload()
  await expect(page.getByRole('switch', { name: 'SMS order updates' })).toBeEnabled()
  await expect(page.getByRole('switch', { name: 'SMS order updates' })).not.toBeChecked()

  // SMS off: the next order's confirmation mail arrives, and no text about it.
  const after = await placePaidOrder(request, shopper)
  await expect
    .poll(async () => (await mailbox(request)).some((mail) => mail.subject.includes(after)))
    .toBe(true)
  // The text would have been written with the mail and sent in the same worker round.
  await page.waitForTimeout(2_500)
  expect(await textsAbout(request, after)).toEqual([])
  expect(await textsAbout(request, before)).toHaveLength(1)
})
