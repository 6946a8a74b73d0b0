import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MountOnceOpened } from './mount-once-opened'

function Panel() {
  return <p>panel</p>
}

describe('MountOnceOpened', () => {
  it('renders nothing until the first opening, then keeps its child mounted', () => {
    const { rerender } = render(
      <MountOnceOpened isOpen={false}>
        <Panel />
      </MountOnceOpened>,
    )
    expect(screen.queryByText('panel')).toBeNull()
    act(() => {
      rerender(
        <MountOnceOpened isOpen>
          <Panel />
        </MountOnceOpened>,
      )
    })
    expect(screen.getByText('panel')).toBeInTheDocument()
    act(() => {
      rerender(
        <MountOnceOpened isOpen={false}>
          <Panel />
        </MountOnceOpened>,
      )
    })
    expect(screen.getByText('panel')).toBeInTheDocument()
  })
})
