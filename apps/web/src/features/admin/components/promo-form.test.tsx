import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { PromoForm } from './promo-form'

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock, buildUser({ user_id: 7 }))

describe('PromoForm', () => {
  it('tells the owner in words what to change, never zod’s own text', async () => {
    const user = userEvent.setup()
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <PromoForm promo={null} onDone={() => undefined} />
      </QueryClientProvider>,
    )
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'SAVE10')
    await user.type(screen.getByRole('spinbutton', { name: 'Percent off' }), '0')
    await user.type(screen.getByRole('spinbutton', { name: 'Total uses (optional)' }), '0')
    await user.click(screen.getByRole('button', { name: 'Create code' }))

    expect(screen.getByRole('spinbutton', { name: 'Percent off' })).toHaveAccessibleDescription(
      'Amount must be at least 1.',
    )
    expect(
      screen.getByRole('spinbutton', { name: 'Total uses (optional)' }),
    ).toHaveAccessibleDescription('Total uses must be at least 1.')
    expect(screen.queryByText(/expected|Too small/)).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/admin/promos'),
      expect.anything(),
    )
  })
})
