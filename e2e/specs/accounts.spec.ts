import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import {
  openAccountPanel,
  restoreSession,
  seriousViolations,
  signInThroughPanel,
  skipSplash,
} from '../fixtures/accounts'
import {
  PASSWORD,
  createShopper,
  ikejaWard,
  mailToken,
  uniqueEmail,
  type Shopper,
} from '../fixtures/shoppers'

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

test('sign up, verify by mail, complete registration, sign out and in, reset the password', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('journey')
  await page.goto('/')

  // Sign up in the panel: the strength gate first, then a good password.
  let panel = await openAccountPanel(page)
  await panel.getByRole('button', { name: 'Create an account' }).click()
  await panel.getByLabel('Full name').fill('Tobi Lawal')
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password', { exact: true }).fill('weakpass')
  await panel.getByLabel('Confirm password', { exact: true }).fill('weakpass')
  await expect(panel.getByText("Password doesn't meet minimum strength requirements")).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Sign Up' })).toBeDisabled()
  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await panel.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
  await panel.getByRole('button', { name: 'Sign Up' }).click()
  await expect(panel.getByRole('status')).toContainText(
    'Please check your email to verify your account',
  )
  await expect(panel.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The link in the mail completes the registration and signs in.
  await page.goto(`/verification?token=${await mailToken(request, email, '/verification')}`)
  await expect(page.getByRole('heading', { name: 'Complete Your Registration' })).toBeVisible()
  await page.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(page.getByText('All fields are required')).toBeVisible()
  await page.getByLabel('Street address').fill('21 Opebi Road')
  await page.getByLabel('State').selectOption('Lagos')
  await page.getByLabel('Local government area').selectOption('Ikeja')
  await page.getByLabel('Ward').selectOption(await ikejaWard(request))
  await page.getByLabel('Phone number').fill('08029876543')
  // docs/product.md §6: the page asks for the sign-up password; whoever holds the link sets it.
  await page.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(page.getByText('All fields are required')).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Complete Registration' }).click()
  await expect(page.getByText('Registration completed successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 })

  panel = await openAccountPanel(page)
  await expect(panel.getByRole('heading', { name: 'My Account' })).toBeVisible()
  await expect(panel.getByText('Tobi Lawal')).toBeVisible()
  // Typed 08029876543, stored +2348029876543, shown in the local form.
  await expect(panel.getByText('0802 987 6543')).toBeVisible()

  // Sign out ends the session on the server (docs/product.md §2): the token it held opens nothing after.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  expect(token).not.toBeNull()
  const bearer = { Authorization: `Bearer ${token ?? ''}` }
  expect((await request.get('/api/profile', { headers: bearer })).status()).toBe(200)
  const loggedOut = page.waitForResponse(
    (response) => response.url().endsWith('/api/logout') && response.request().method() === 'POST',
  )
  await panel.getByRole('button', { name: 'Sign Out' }).click()
  expect((await loggedOut).status()).toBe(200)
  await expect(panel).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  expect((await request.get('/api/profile', { headers: bearer })).status()).toBe(401)

  // Then in again.
  panel = await signInThroughPanel(page, email, PASSWORD)
  await panel.getByRole('button', { name: 'Sign Out' }).click()
  await expect(panel).toBeHidden()

  // Forgot password: the request returns to login with its message; the mail's link resets it.
  panel = await openAccountPanel(page)
  await panel.getByRole('button', { name: 'Forgot password?' }).click()
  await panel.getByLabel('Email').fill(email)
  await panel.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(panel.getByRole('status')).toContainText('a password reset link has been sent')
  await expect(panel.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await page.keyboard.press('Escape')

  const newPassword = 'Fresh#Scent2027'
  await page.goto(`/reset-password?token=${await mailToken(request, email, '/reset-password')}`)
  await expect(page.getByRole('heading', { name: 'Change Your Password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}x`)
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeDisabled()
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword)
  await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'Strong',
  )
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Your password has been reset.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 })

  // Home, with the sign-in panel open, saying why, on the account's email.
  panel = page.getByRole('dialog')
  await expect(
    panel.getByText('Your password has been changed. Sign in with your new password.'),
  ).toBeVisible()
  await expect(panel.getByLabel('Email')).toHaveValue(email)
  await panel.getByLabel('Password', { exact: true }).fill(newPassword)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(panel.getByRole('heading', { name: 'My Account' })).toBeVisible()
})

test('an unverified sign-in moves to the verification view, which resends the mail', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('unverified')
  const signUp = await request.post('/api/signup', {
    data: { full_name: 'Femi Ade', email, password: PASSWORD },
  })
  expect(signUp.status()).toBe(201)
  await page.goto('/')
  const panel = await openAccountPanel(page)
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(panel.getByRole('heading', { name: 'Please verify your email' })).toBeVisible()
  await panel.getByRole('button', { name: 'Resend Verification Email' }).click()
  await expect(panel.getByRole('status')).toContainText('Please check your email')
  await panel.getByRole('button', { name: 'Back to Sign In' }).click()
  await expect(panel.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  // Switching views cleared the message.
  await expect(panel.getByRole('status')).toHaveCount(0)
})

test.describe('signed in', () => {
  let shopper: Shopper

  test.beforeAll(async ({ request }) => {
    shopper = await createShopper(request, 'settings')
  })

  test('add, make primary, edit and delete addresses in settings', async ({ page, request }) => {
    await restoreSession(page, shopper)
    await page.goto('/account/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible()
    await page.getByRole('tab', { name: 'Addresses' }).click()
    const list = page.getByRole('list', { name: 'Saved addresses' })
    const first = list.getByRole('listitem').filter({ hasText: '3 Awolowo Way' })
    await expect(first.getByText('Primary')).toBeVisible()

    // Add: a blank form saves nothing; a complete one joins the list.
    await page.getByRole('button', { name: 'Add New Address' }).click()
    const form = page.getByRole('region', { name: 'New address' })
    await form.getByRole('button', { name: 'Save Address' }).click()
    await expect(form).toBeVisible()
    await form.getByLabel('Street address').fill('7 Bode Thomas Street')
    await form.getByLabel('State').selectOption('Lagos')
    await form.getByLabel('LGA').selectOption('Ikeja')
    await form.getByLabel('Ward').selectOption(await ikejaWard(request))
    await form.getByRole('button', { name: 'Save Address' }).click()
    await expect(page.getByText('Address added successfully').first()).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(2)
    const second = list.getByRole('listitem').filter({ hasText: '7 Bode Thomas Street' })

    // Make the new one primary: only one primary at a time.
    await second.getByRole('button', { name: 'Set as Primary' }).click()
    await expect(second.getByText('Primary', { exact: true })).toBeVisible()
    await expect(first.getByText('Primary', { exact: true })).toHaveCount(0)
    await expect(first.getByRole('button', { name: 'Set as Primary' })).toBeVisible()

    // Edit it.
    await second.getByRole('button', { name: 'Edit 7 Bode Thomas Street' }).click()
    const editing = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Save Changes' }) })
    await expect(editing.getByLabel('Street address')).toHaveValue('7 Bode Thomas Street')
    await editing.getByLabel('Street address').fill('9 Bode Thomas Street')
    await editing.getByRole('button', { name: 'Save Changes' }).click()
    const edited = list.getByRole('listitem').filter({ hasText: '9 Bode Thomas Street' })
    await expect(edited.getByRole('button', { name: 'Edit 9 Bode Thomas Street' })).toBeVisible()

    // Delete the first: it asks first.
    await first.getByRole('button', { name: 'Delete 3 Awolowo Way' }).click()
    await page
      .getByRole('dialog', { name: 'Delete this address?' })
      .getByRole('button', { name: 'Delete address' })
      .click()
    await expect(page.getByText('Address deleted successfully')).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(1)

    // The server agrees.
    const profile = await request.get('/api/profile', {
      headers: { Authorization: `Bearer ${shopper.token}` },
    })
    const { user } = (await profile.json()) as { user: Shopper['user'] }
    expect(user.addresses.map((address) => [address.street_address, address.isPrimary])).toEqual([
      ['9 Bode Thomas Street', true],
    ])
  })

  test('settings and the open account panel have no serious or critical WCAG 2 A/AA violations', async ({
    page,
  }) => {
    await restoreSession(page, shopper)
    await page.goto('/account/settings')
    await expect(page.getByRole('tab', { name: 'Profile Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await seriousViolations(page)).toEqual([])
    for (const tab of ['Security', 'Addresses', 'Privacy & Data']) {
      await page.getByRole('tab', { name: tab }).click()
      expect(await seriousViolations(page), tab).toEqual([])
    }
    const panel = await openAccountPanel(page)
    await expect(panel.getByRole('heading', { name: 'My Account' })).toBeVisible()
    // Scan the settled panel, not its loading placeholders.
    await expect(panel.locator('[aria-busy="true"], [aria-label^="Loading"]')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
  })
  // Last in this group: it ends by deleting the account.
  test('profile, avatar, password change, data export and account deletion', async ({
    page,
    request,
  }) => {
    await restoreSession(page, shopper)
    await page.goto('/account/settings')

    // Profile: edit, save, back to view; the email is not editable.
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await expect(page.getByLabel('Email')).toBeDisabled()
    await page.getByLabel('Full name').fill('Ngozi Adebayo-Eze')
    await page.getByLabel('Phone number').fill('08051112222')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Profile updated successfully')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible()
    await expect(page.getByText('0805 111 2222')).toBeVisible()

    // Avatar: a seed and a colour; the header's account button shows the image.
    await page.getByRole('button', { name: 'Change Avatar' }).click()
    await page.getByLabel('Avatar seed').fill('Lagos Sunset')
    await expect(page.getByRole('img', { name: 'Avatar preview' })).toHaveAttribute(
      'src',
      /\/api\/avatar\/lagossunset\.svg\?backgroundColor=/,
    )
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Colour #ecd9b0' }) })
      .click()
    await expect(page.getByRole('radio', { name: 'Colour #ecd9b0' })).toBeChecked()
    await page.getByRole('button', { name: 'Save Avatar' }).click()
    await expect(page.getByText('Avatar updated successfully')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Account/ }).locator('img')).toHaveAttribute(
      'src',
      '/api/avatar/lagossunset.svg?backgroundColor=ecd9b0',
    )

    // Security: the one rule (no symbol: refused; any symbol the meter counts: accepted), then a
    // wrong current password, then a good change.
    await page.getByRole('tab', { name: 'Security' }).click()
    await page.getByLabel('Current password', { exact: true }).fill('Wrong#Pass1')
    await page.getByLabel('New password', { exact: true }).fill('NewerPass1')
    await page.getByLabel('Confirm new password', { exact: true }).fill('NewerPass1')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(
      page.getByText("Password doesn't meet minimum strength requirements"),
    ).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('Newer^Pass_1')
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    )
    await page.getByLabel('Confirm new password', { exact: true }).fill('Newer^Pass_1')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByRole('alert')).toHaveText('Current password is incorrect')
    await page.getByLabel('Current password', { exact: true }).fill(shopper.password)
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Password updated successfully!' }),
    ).toBeVisible()

    // Privacy: the export downloads a JSON file of the account.
    await page.getByRole('tab', { name: 'Privacy & Data' }).click()
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download My Data' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toMatch(/^scentia-my-data-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as unknown
    expect(JSON.stringify(exported)).toContain(shopper.email)

    // Delete: a password confirmation, then signed out at home; the account is gone.
    await page.getByRole('button', { name: 'Delete My Account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.getByLabel('Password', { exact: true }).fill('Newer^Pass_1')
    await dialog.getByRole('button', { name: 'Delete Account' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
    const login = await request.post('/api/login', {
      data: { email: shopper.email, password: 'Newer^Pass_1' },
    })
    expect(login.status()).toBe(401)
  })
})

test('signed out: settings asks to sign in; the login panel is accessible', async ({ page }) => {
  await page.goto('/account/settings')
  const modal = page.getByRole('dialog', { name: 'Sign in Required' })
  await expect(
    modal.getByText('Sign in to access your wishlist and save your favorite products.'),
  ).toBeVisible()
  await modal.getByRole('button', { name: 'Sign In' }).click()
  const panel = page.getByRole('dialog', { name: 'Sign In' })
  await expect(panel.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('mail links: none goes home at once; a bad one says so, and a bad reset link offers a new one', async ({
  page,
}) => {
  await page.goto('/verification')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/reset-password')
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/verification?token=not-a-real-token')
  await expect(page.getByRole('heading', { name: 'Complete Your Registration' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('This verification link is invalid.')
  await expect(page.getByText('Redirecting to home page...')).toBeVisible()
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 })

  await page.goto('/reset-password?token=not-a-real-token')
  await expect(page.getByRole('alert')).toContainText('invalid')
  await page.getByRole('button', { name: 'Send me a new link' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Forgot Password' }).getByLabel('Email'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/reset-password\?/)
})
