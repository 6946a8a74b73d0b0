import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CompleteRegistrationPage, PASSWORD_HINT } from './complete-registration-page'
import { buildUser } from '../../../test/factories'

const fetchMock = vi.fn<typeof fetch>()
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

/** The API client calls fetch with a path string. */
const pathOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url

/** The API as the page meets it: the link is valid, Lagos → Ikeja → one ward. */
function answer(input: string | URL | Request): Response {
  const url = new URL(pathOf(input), 'http://shop.test')
  if (url.pathname === '/api/validate-token')
    return json(200, {
      success: true,
      message: 'Token is valid',
      user: { email: 'ada@example.ng', full_name: 'Ada Obi' },
    })
  if (url.pathname === '/api/locations') {
    if (url.searchParams.has('lga'))
      return json(200, {
        success: true,
        data: { state: 'Lagos', lga: 'Ikeja', wards: ['Anifowoshe/Ikeja'] },
      })
    if (url.searchParams.has('state'))
      return json(200, { success: true, data: { state: 'Lagos', lgas: ['Ikeja'] } })
    return json(200, { success: true, data: { states: ['Lagos'] } })
  }
  if (url.pathname === '/api/verify')
    return json(200, {
      success: true,
      message: 'Registration completed successfully! Welcome to Scentia.',
      access_token: 'token',
      user: buildUser(),
    })
  return json(200, { data: [] })
}

beforeEach(() => {
  fetchMock.mockImplementation((input) => Promise.resolve(answer(input)))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

async function openPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/verification?token=tok']}>
        <CompleteRegistrationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const user = userEvent.setup()
  await screen.findByLabelText('Password')
  return user
}

/** Everything but the password. */
async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Street address'), '21 Opebi Road')
  await user.selectOptions(
    screen.getByLabelText('State'),
    await screen.findByRole('option', { name: 'Lagos' }),
  )
  await user.selectOptions(
    screen.getByLabelText('Local government area'),
    await screen.findByRole('option', { name: 'Ikeja' }),
  )
  await user.selectOptions(
    screen.getByLabelText('Ward'),
    await screen.findByRole('option', { name: 'Anifowoshe/Ikeja' }),
  )
  await user.type(screen.getByLabelText('Phone number'), '08031234567')
}

/** Everything filled in but the phone, which is too short (0803), then submitted. */
async function submitWithShortPhone(user: ReturnType<typeof userEvent.setup>) {
  await fillAddress(user)
  await user.clear(screen.getByLabelText('Phone number'))
  await user.type(screen.getByLabelText('Phone number'), '0803')
  await user.type(screen.getByLabelText('Password'), 'Scentia#2026')
  await user.click(screen.getByRole('button', { name: 'Complete Registration' }))
}

const verifyCalls = () =>
  fetchMock.mock.calls.filter(([input]) => pathOf(input).startsWith('/api/verify'))

describe('Complete Registration (docs/product.md §6)', () => {
  it('asks for the sign-up password, and says why', async () => {
    await openPage()
    const field = screen.getByLabelText('Password')
    expect(field).toHaveAttribute('type', 'password')
    expect(field).toHaveAccessibleDescription(PASSWORD_HINT)
  })

  it.each([
    ['', 'All fields are required'],
    ['password', "Password doesn't meet minimum strength requirements"],
  ])('refuses the password %j with %s and sends nothing', async (password, message) => {
    const user = await openPage()
    await fillAddress(user)
    if (password) await user.type(screen.getByLabelText('Password'), password)
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(verifyCalls()).toHaveLength(0)
  })

  it('sends the password with the token, the address and the phone', async () => {
    const user = await openPage()
    await fillAddress(user)
    await user.type(screen.getByLabelText('Password'), 'Scentia#2026')
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))
    expect(await screen.findByText(/Registration completed successfully!/)).toBeVisible()
    const [call] = verifyCalls()
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      token: 'tok',
      street_address: '21 Opebi Road',
      state: 'Lagos',
      lga: 'Ikeja',
      ward: 'Anifowoshe/Ikeja',
      // Typed 08031234567; sent E.164, as the API stores it.
      phone_number: '+2348031234567',
      password: 'Scentia#2026',
    })
  })

  // The button is at the bottom of a phone's screen: the shopper is taken to what needs fixing.
  it('focuses the first field that needs fixing', async () => {
    const user = await openPage()
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))
    expect(screen.getByLabelText('Street address')).toHaveFocus()

    await submitWithShortPhone(user)
    expect(screen.getByLabelText('Phone number')).toHaveFocus()
    expect(verifyCalls()).toHaveLength(0)
  })

  it('says what each field needs under the field itself', async () => {
    const user = await openPage()
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }))
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription(
      'Enter your street address',
    )
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription('Choose your state')
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter your phone number',
    )
    // The spec's one line for blank fields stays beside the button.
    expect(screen.getByText('All fields are required')).toBeVisible()

    await submitWithShortPhone(user)
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      /Nigerian mobile number/,
    )
    expect(screen.getByLabelText('Street address')).not.toHaveAccessibleDescription()
  })
})
