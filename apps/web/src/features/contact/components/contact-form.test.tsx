import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from './contact-form'

const fetchMock = vi.fn<typeof fetch>()

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status })
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  )
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  message = 'Where is my parcel to Yaba?',
) {
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Tolu Adebayo')
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'tolu@example.ng')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'delivery')
  await user.type(screen.getByRole('textbox', { name: 'Message' }), message)
}

describe('ContactForm', () => {
  it('shows each mistake beside its field and sends nothing', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Order ID (optional)' }), 'ORD12')
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Too short')
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    expect(await screen.findByText('Full name is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Order IDs look like ORD1234567890')).toBeInTheDocument()
    expect(screen.getByText('Please write at least 10 characters')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the message and thanks the shopper in place of the form', async () => {
    fetchMock.mockResolvedValue(
      json(200, { success: true, message: "We've received your message" }),
    )
    const user = userEvent.setup()
    renderForm()
    await fillIn(user)
    await user.type(screen.getByRole('textbox', { name: 'Order ID (optional)' }), 'ord1234567890')
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    const thanks = await screen.findByRole('heading', { name: "We've received your message" })
    // Focus moves in an effect, which runs once the thanks are painted.
    await waitFor(() => {
      expect(thanks).toHaveFocus()
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/contact')
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Tolu Adebayo',
      email: 'tolu@example.ng',
      topic: 'delivery',
      order_id: 'ORD1234567890',
      message: 'Where is my parcel to Yaba?',
      website: '',
    })
    expect(screen.getByText(/emailed a confirmation to tolu@example.ng/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Send another message' }))
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('')
  })

  it("shows the server's refusal above the button and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      json(429, {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again in 1 hour.',
      }),
    )
    const user = userEvent.setup()
    renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/)
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Where is my parcel to Yaba?',
    )
  })
})
