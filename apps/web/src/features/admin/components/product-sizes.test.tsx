import type { AdminProduct } from '@scentia/domain/admin/order-console'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildProduct, buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { ProductSizes } from './product-sizes'

const fetchMock = vi.fn<typeof fetch>()
stubFetchPerTest(fetchMock, buildUser({ user_id: 7 }))

const {
  inWishlist: _w,
  rating: _r,
  ...base
} = buildProduct({
  id: 12,
  sizes: [
    {
      id: 40,
      label: '2 ml sample',
      ml: 2,
      price: 1_500,
      stock: 3,
      isSample: true,
      isDefault: false,
    },
    { id: 41, label: '100ml', ml: 100, price: 40_000, stock: 5, isSample: false, isDefault: true },
  ],
})
const product: AdminProduct = {
  ...base,
  retired: false,
  has_photo: false,
  low_stock_threshold: null,
}

function renderSizes() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <ProductSizes product={product} />
    </QueryClientProvider>,
  )
}

const answer = () =>
  new Response(JSON.stringify({ success: true, product }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })

/** The method, path and JSON body of the nth fetch. */
const call = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n] ?? []
  return {
    method: init?.method,
    path: new URL(
      typeof url === 'string' ? url : url instanceof URL ? url.href : url ? url.url : '',
      'http://x',
    ).pathname,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }
}

describe('ProductSizes', () => {
  it('lists the other sizes with Edit and Remove, and the full bottle as the product’s', () => {
    renderSizes()
    const list = screen.getByRole('list', { name: 'Other sizes' })
    expect(within(list).getByText('2 ml sample')).toBeInTheDocument()
    expect(within(list).queryByText('100ml')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit 2 ml sample' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove 2 ml sample' })).toBeInTheDocument()
    expect(screen.getByText(/Full bottle: 100ml/)).toBeInTheDocument()
  })

  it('shows errors beside the fields and sends nothing for a bad size', async () => {
    renderSizes()
    const form = screen.getByRole('form', { name: 'Add size' })
    await userEvent.click(within(form).getByRole('button', { name: 'Add size' }))
    const label = within(form).getByLabelText('Label')
    expect(label).toHaveAttribute('aria-invalid', 'true')
    expect(label).toHaveAccessibleDescription('Label is required')
    expect(within(form).getByLabelText('Millilitres')).toHaveAccessibleDescription(
      'Millilitres must be at least 1',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('adds a size through the API', async () => {
    fetchMock.mockResolvedValue(answer())
    renderSizes()
    const form = screen.getByRole('form', { name: 'Add size' })
    await userEvent.type(within(form).getByLabelText('Label'), '10 ml travel')
    for (const [name, value] of [
      ['Millilitres', '10'],
      ['Price (₦)', '9500'],
      ['Stock', '4'],
    ] as const) {
      const input = within(form).getByLabelText(name)
      await userEvent.clear(input)
      await userEvent.type(input, value)
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Add size' }))
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled()
    })
    expect(call(0)).toEqual({
      method: 'POST',
      path: '/api/admin/products/12/sizes',
      body: { label: '10 ml travel', ml: 10, price: 9_500, stock: 4, is_sample: false },
    })
  })

  it('edits and removes a size', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer()))
    renderSizes()
    await userEvent.click(screen.getByRole('button', { name: 'Edit 2 ml sample' }))
    const form = screen.getByRole('form', { name: 'Edit 2 ml sample' })
    const stock = within(form).getByLabelText('Stock')
    await userEvent.clear(stock)
    await userEvent.type(stock, '9')
    await userEvent.click(within(form).getByRole('button', { name: 'Save size' }))
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1)
    })
    expect(call(0)).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/products/12/sizes/40',
      body: { stock: 9, label: '2 ml sample', is_sample: true },
    })

    await userEvent.click(await screen.findByRole('button', { name: 'Remove 2 ml sample' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }))
    await waitFor(() => {
      expect(call(fetchMock.mock.calls.length - 1)).toMatchObject({
        method: 'DELETE',
        path: '/api/admin/products/12/sizes/40',
      })
    })
  })
})
