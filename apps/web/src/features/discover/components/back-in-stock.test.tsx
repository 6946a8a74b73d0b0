import { STOCK_ALERT_MESSAGES } from '@scentia/domain/catalog/stock-alert'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionActions } from '../../../lib/session'
import { buildUser } from '../../../test/factories'
import { BackInStock } from './back-in-stock'

const fetchMock = vi.fn<typeof fetch>()
const soldOut = { productId: 'amber-night-50ml', name: 'Amber Night', stock: 0 }

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockResolvedValue(
    new Response(
      JSON.stringify({ success: true, inStock: false, message: STOCK_ALERT_MESSAGES.saved }),
      { status: 200 },
    ),
  )
})
afterEach(() => {
  sessionActions.signOut()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderAlert(product = soldOut, size?: { id: number; label: string; stock: number }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <BackInStock product={product} size={size} />
    </QueryClientProvider>,
  )
}

/** The JSON body of the nth call. */
function sentBody(call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1]
  return JSON.parse(typeof init?.body === 'string' ? init.body : 'null')
}

describe('BackInStock', () => {
  it('shows nothing while the product is in stock', () => {
    const { container } = renderAlert({ ...soldOut, stock: 3 })
    expect(container).toBeEmptyDOMElement()
  })

  it('is one click for a signed-in shopper: their address is filled in', async () => {
    sessionActions.signIn('token', buildUser({ email: 'ada@example.ng' }))
    const user = userEvent.setup()
    renderAlert()
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.ng')
    await user.click(screen.getByRole('button', { name: "Tell me when it's back" }))

    expect(await screen.findByRole('status')).toHaveTextContent(STOCK_ALERT_MESSAGES.saved)
    const [url] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/product/amber-night-50ml/stock-alerts')
    expect(sentBody()).toEqual({ email: 'ada@example.ng' })
  })

  it('takes a visitor’s address, and refuses a bad one without asking the server', async () => {
    const user = userEvent.setup()
    renderAlert()
    const input = screen.getByRole('textbox', { name: 'Email address' })
    await user.type(input, 'not-an-email')
    await user.click(screen.getByRole('button', { name: "Tell me when it's back" }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()

    await user.clear(input)
    await user.type(input, ' Tolu@Example.NG ')
    await user.click(screen.getByRole('button', { name: "Tell me when it's back" }))
    expect(await screen.findByRole('status')).toHaveTextContent(STOCK_ALERT_MESSAGES.saved)
    expect(sentBody()).toEqual({ email: 'tolu@example.ng' })
  })

  it('asks for a sold-out size by its id and names it; nothing while the size is in stock', async () => {
    const sample = { id: 41, label: '2 ml sample', stock: 0 }
    // The full bottle is in stock: the size's own stock decides.
    const inStock = { ...soldOut, stock: 5 }
    const { unmount } = renderAlert(inStock, { ...sample, stock: 3 })
    expect(screen.queryByRole('button', { name: "Tell me when it's back" })).toBeNull()
    unmount()

    const user = userEvent.setup()
    renderAlert(inStock, sample)
    expect(
      screen.getByRole('region', { name: 'The 2 ml sample is sold out for now' }),
    ).toHaveTextContent(
      "We'll email you once when the 2 ml sample of Amber Night is back, once you",
    )
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.ng')
    await user.click(screen.getByRole('button', { name: "Tell me when it's back" }))
    expect(await screen.findByRole('status')).toHaveTextContent(STOCK_ALERT_MESSAGES.saved)
    expect(sentBody()).toEqual({ email: 'ada@example.ng', size_id: 41 })
  })
})
