import type { AppliedPromo } from '@scentia/domain/promo/applied-promo'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PromoCodeField } from './promo-code-field'

const fetchMock = vi.fn<typeof fetch>()
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

function Harness() {
  const [promo, setPromo] = useState<AppliedPromo | null>(null)
  return (
    <PromoCodeField
      items={[{ id: 7, quantity: 2 }]}
      applied={promo}
      onChange={setPromo}
      disabled={false}
    />
  )
}

function renderField() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('PromoCodeField', () => {
  it('shows the server’s refusal inline', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: false, message: 'This code has expired' }))
    renderField()
    await userEvent.type(screen.getByLabelText('Promo code'), 'old10')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('This code has expired')).toBeVisible()
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(JSON.parse(init?.body as string)).toEqual({
      code: 'old10',
      cart_items: [{ id: 7, quantity: 2 }],
    })
  })

  it('applies a code with its discount, and removes it', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, code: 'SCENT10', discount: 5_000, subtotal: 50_000 }),
    )
    renderField()
    await userEvent.type(screen.getByLabelText('Promo code'), 'scent10')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('SCENT10')).toBeVisible()
    expect(screen.getByText('−₦5,000')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code SCENT10' }))
    expect(screen.getByLabelText('Promo code')).toBeVisible()
  })
})
