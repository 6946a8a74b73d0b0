import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/json-response'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { PodSettingsPanel } from './pay-on-delivery-admin'

const fetchMock = vi.fn()
stubFetchPerTest(fetchMock)

function renderPanel() {
  fetchMock.mockImplementation((url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? // The saved settings, as the API answers them (their contract).
        jsonResponse({ success: true, ...(JSON.parse(init.body as string) as object) })
      : url.endsWith('/api/payments/pay-on-delivery')
        ? jsonResponse({ success: true, enabled: true, ceiling_naira: 100_000 })
        : Promise.resolve(new Response(null, { status: 404 })),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <PodSettingsPanel />
    </QueryClientProvider>,
  )
}

const puts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')

/** Types `typed` over the loaded ceiling and presses Save; returns the field. */
async function saveCeiling(typed: string) {
  renderPanel()
  const field = await screen.findByLabelText('Ceiling (₦)')
  const user = userEvent.setup()
  await user.clear(field)
  await user.type(field, typed)
  await user.click(screen.getByRole('button', { name: 'Save' }))
  return field
}

describe('PodSettingsPanel: the ceiling', () => {
  it('refuses a negative ceiling with the reason, and saves nothing', async () => {
    const field = await saveCeiling('-5000')
    expect(screen.getByRole('alert')).toHaveTextContent('The ceiling must be at least ₦1')
    expect(field).toHaveValue('-5000')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(puts()).toHaveLength(0)
  })

  it('saves a ceiling typed with commas as whole naira', async () => {
    await saveCeiling('150,000')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    const [[, init]] = puts() as [[string, RequestInit]]
    expect(JSON.parse(init.body as string)).toEqual({ enabled: true, ceiling_naira: 150_000 })
  })
})
