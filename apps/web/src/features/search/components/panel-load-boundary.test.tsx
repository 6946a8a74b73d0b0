import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PanelLoadBoundary } from './search-overlay'

function Flaky({ fail }: { fail: boolean }) {
  if (fail) throw new Error('Failed to fetch dynamically imported module')
  return <p>Search panel</p>
}

function Harness() {
  const [attempt, setAttempt] = useState(0)
  return (
    <PanelLoadBoundary
      onRetry={() => {
        setAttempt((n) => n + 1)
      }}
    >
      <Flaky fail={attempt === 0} />
    </PanelLoadBoundary>
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('PanelLoadBoundary', () => {
  it('shows a retry when the panel fails to load, and the panel once the retry works', async () => {
    // React reports caught errors on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(<Harness />)
    expect(screen.getByRole('alert')).toHaveTextContent('Search could not load')
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText('Search panel')).toBeInTheDocument()
  })
})
