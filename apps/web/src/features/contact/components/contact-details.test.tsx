import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { buildAppConfig } from '../../../test/app-config'
import { ContactDetails } from './contact-details'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ContactDetails', () => {
  it('makes the email and phone links, each alone on its line, a whole 44 px press (decision 055)', async () => {
    const config = buildAppConfig({ supportEmail: 'support@scentia.ng', whatsappNumber: null })
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(config), { status: 200 }))),
    )
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ContactDetails />
      </QueryClientProvider>,
    )
    const email = await screen.findByRole('link', { name: 'support@scentia.ng' })
    const phone = screen.getByRole('link', { name: /^0\d{3} / })
    for (const link of [email, phone]) {
      expect(link).toHaveClass('inline-flex', 'items-center', 'min-h-11')
    }
  })
})
