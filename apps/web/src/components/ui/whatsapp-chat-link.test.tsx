import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../lib/query-client'
import { expectWhatsappChatLink } from '../../test/whatsapp'
import { WhatsappChatLink } from './whatsapp-chat-link'
import { buildAppConfig } from '../../test/app-config'

function serveConfig(whatsappNumber: string | null) {
  const config = buildAppConfig({ whatsappNumber })
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(config), { status: 200 }))),
  )
}

function renderLink(orderId?: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <p>
        Before
        <WhatsappChatLink orderId={orderId} />
      </p>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('WhatsappChatLink', () => {
  it("opens a chat with the shop's number in a new tab, prefilled with the order id", async () => {
    serveConfig('+2348031234567')
    renderLink('ORD0123456789')
    const link = await expectWhatsappChatLink('2348031234567', 'ORD0123456789')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAccessibleName('Chat with us on WhatsApp (opens in a new tab)')
  })

  it('says hello without an order id where there is none', async () => {
    serveConfig('+2349161234567')
    renderLink()
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/2349161234567?text=Hello%20Scentia%2C%20I%20have%20a%20question.',
    )
  })

  it('is not shown when the shop has no WhatsApp number', async () => {
    serveConfig(null)
    renderLink('ORD0123456789')
    await vi.waitFor(() => {
      expect(fetch).toHaveBeenCalled()
    })
    // Let the config answer land, then check nothing appeared.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByText('Before')).toBeInTheDocument()
  })
})
