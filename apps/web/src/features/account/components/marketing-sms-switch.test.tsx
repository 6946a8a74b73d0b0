import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { MARKETING_SMS_LABEL, MarketingSmsSwitch } from './marketing-sms-switch'

// A session stored before the consent existed: no marketing_sms at all.
const user = buildUser({ sms_updates: true })
let stored: boolean | undefined
const puts: unknown[] = []

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)))
const fetchMock = vi.fn((url: string, init?: RequestInit) => {
  if (url === `/api/user/marketing-sms/${String(user.user_id)}` && init?.method === 'PUT') {
    const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
      marketing_sms: boolean
    }
    puts.push(body)
    stored = body.marketing_sms
    return json({
      success: true,
      message: 'Marketing texts are on',
      user: { ...user, marketing_sms: stored },
    })
  }
  return json({
    success: true,
    user: { ...user, ...(stored === undefined ? {} : { marketing_sms: stored }) },
  })
})

stubFetchPerTest(fetchMock, user)
beforeEach(() => {
  stored = undefined
  puts.length = 0
})

describe('MarketingSmsSwitch', () => {
  it('is off until the shopper turns it on, and saves the consent at once', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MarketingSmsSwitch user={user} />
      </QueryClientProvider>,
    )
    const toggle = screen.getByRole('switch', { name: MARKETING_SMS_LABEL })
    expect(toggle).not.toBeChecked()
    await waitFor(() => {
      expect(toggle).toBeEnabled()
    })
    expect(toggle).not.toBeChecked()
    await userEvent.setup().click(toggle)
    await waitFor(() => {
      expect(toggle).toBeChecked()
    })
    expect(puts).toEqual([{ marketing_sms: true }])
  })
})
