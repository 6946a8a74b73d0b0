import type { CartItem } from '@scentia/domain/cart/cart'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PromoCodeField } from '../components/promo-code-field'
import { useAppliedPromo } from './use-applied-promo'

const fetchMock = vi.fn<typeof fetch>()
const rose: CartItem = {
  id: 7,
  name: 'Rose of Ikoyi',
  price: 25_000,
  image: '/a.webp',
  quantity: 2,
}

/** The payment step's promo field as the checkout wires it: the code kept by useAppliedPromo. */
function PaymentStepPromo({ items }: { items: CartItem[] }) {
  const [promo, setPromo] = useAppliedPromo(items)
  return <PromoCodeField items={items} applied={promo} onChange={setPromo} disabled={false} />
}

/** A page load: a fresh app (its own query cache) over the tab's storage as it stands. */
function loadPage(items: CartItem[]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <PaymentStepPromo items={items} />
    </QueryClientProvider>,
  )
}

async function applyScent10() {
  fetchMock.mockResolvedValueOnce(
    Response.json({ success: true, code: 'SCENT10', discount: 5_000, subtotal: 50_000 }),
  )
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Promo code'), 'scent10')
  await user.click(screen.getByRole('button', { name: 'Apply' }))
  expect(await screen.findByText(/applied/)).toHaveTextContent('Code SCENT10 applied: −₦5,000')
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('useAppliedPromo: the payment step’s code across a reload', () => {
  it('keeps an applied code when the page reloads with the same cart', async () => {
    const first = loadPage([rose])
    await applyScent10()
    first.unmount()

    loadPage([rose])
    expect(screen.getByText(/applied/)).toHaveTextContent('Code SCENT10 applied: −₦5,000')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('drops the code once the cart changes, so it is applied and checked again', async () => {
    const first = loadPage([rose])
    await applyScent10()
    first.unmount()

    loadPage([{ ...rose, quantity: 3 }])
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument()
    expect(screen.getByLabelText('Promo code')).toHaveValue('')
  })

  it('drops the code as the cart changes on the page itself', async () => {
    const page = loadPage([rose])
    await applyScent10()
    page.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <PaymentStepPromo items={[rose, { ...rose, id: 9, name: 'Oud of Kano' }]} />
      </QueryClientProvider>,
    )
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument()
  })

  it('forgets a removed code across a reload', async () => {
    const first = loadPage([rose])
    await applyScent10()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove promo code SCENT10' }))
    first.unmount()

    loadPage([rose])
    expect(screen.getByLabelText('Promo code')).toBeInTheDocument()
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument()
  })
})
