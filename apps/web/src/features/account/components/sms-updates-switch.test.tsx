import { QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { useSession } from '../../../lib/session'
import { buildUser } from '../../../test/factories'
import { stubFetchPerTest } from '../../../test/stub-fetch'
import { SMS_UPDATES_LABEL, SmsUpdatesSwitch } from './sms-updates-switch'

const user = buildUser({ sms_updates: true })
let stored = true
const requests: { url: string; method: string; body: unknown }[] = []

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)))
const fetchMock = vi.fn((input: string, init?: RequestInit) => {
  const url = input
  const method = init?.method ?? 'GET'
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
  requests.push({ url, method, body })
  if (url === `/api/user/sms-updates/${String(user.user_id)}` && method === 'PUT') {
    stored = (body as { sms_updates: boolean }).sms_updates
    return json({
      success: true,
      message: stored ? 'SMS updates are on' : 'SMS updates are off',
      user: { ...user, sms_updates: stored },
    })
  }
  return json({ success: true, user: { ...user, sms_updates: stored } })
})

stubFetchPerTest(fetchMock, user)
beforeEach(() => {
  stored = true
  requests.length = 0
})

function renderSwitch() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SmsUpdatesSwitch user={user} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('SmsUpdatesSwitch', () => {
  it('is a labelled switch showing the saved setting, not the stored session', async () => {
    stored = false
    renderSwitch()
    const toggle = screen.getByRole('switch', { name: SMS_UPDATES_LABEL })
    expect(toggle).toHaveAccessibleDescription(/confirmed, shipped and delivered/)
    await waitFor(() => {
      expect(toggle).not.toBeChecked()
    })
    expect(toggle).toBeEnabled()
  })

  it('saves a change at once and updates the session the thank-you page reads', async () => {
    const session = renderHook(() => useSession())
    const events = renderSwitch()
    const toggle = screen.getByRole('switch', { name: SMS_UPDATES_LABEL })
    await waitFor(() => {
      expect(toggle).toBeEnabled()
    })
    expect(toggle).toBeChecked()
    await events.click(toggle)
    await waitFor(() => {
      expect(session.result.current.user?.sms_updates).toBe(false)
    })
    expect(toggle).not.toBeChecked()
    expect(requests).toContainEqual({
      url: `/api/user/sms-updates/${String(user.user_id)}`,
      method: 'PUT',
      body: { sms_updates: false },
    })
  })
})
