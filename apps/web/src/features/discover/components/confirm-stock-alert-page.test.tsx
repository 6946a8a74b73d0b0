import { STOCK_ALERT_MESSAGES } from '@scentia/domain/catalog/stock-alert'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { ConfirmStockAlertPage } from './confirm-stock-alert-page'

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock)

function renderPage(url: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ConfirmStockAlertPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('ConfirmStockAlertPage', () => {
  it('confirms only when the shopper presses the button, and links back to the fragrance', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: true,
          message: STOCK_ALERT_MESSAGES.confirmed,
          productId: 'amber-night-50ml',
          productName: 'Amber Night',
        }),
        { status: 200 },
      ),
    )
    const user = userEvent.setup()
    renderPage('/stock-alerts/confirm?token=abc123')
    // Opening the link (as a mail scanner does) confirms nothing.
    expect(fetchMock).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Confirm my alert' }))
    expect(await screen.findByRole('status')).toHaveTextContent(STOCK_ALERT_MESSAGES.confirmed)
    expect(screen.getByRole('link', { name: 'Back to Amber Night' })).toHaveAttribute(
      'href',
      '/shop/product/amber-night-50ml',
    )
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/stock-alerts/confirm')
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : 'null')).toEqual({
      token: 'abc123',
    })
  })

  it('shows the server’s words for a used link, and says so without a token', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: false, message: STOCK_ALERT_MESSAGES.linkInvalid }), {
        status: 400,
      }),
    )
    const user = userEvent.setup()
    const { unmount } = renderPage('/stock-alerts/confirm?token=used')
    await user.click(screen.getByRole('button', { name: 'Confirm my alert' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(STOCK_ALERT_MESSAGES.linkInvalid)
    unmount()
    renderPage('/stock-alerts/confirm')
    expect(screen.getByRole('alert')).toHaveTextContent(STOCK_ALERT_MESSAGES.linkInvalid)
    expect(screen.queryByRole('button', { name: 'Confirm my alert' })).toBeNull()
  })
})
