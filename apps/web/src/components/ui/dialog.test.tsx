import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Dialog } from './dialog'

function Harness({ withInner = false }: { withInner?: boolean }) {
  const [open, setOpen] = useState(false)
  const [innerOpen, setInnerOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true)
        }}
      >
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false)
        }}
        title="Menu"
      >
        <a href="#first">First</a>
        <button type="button">Middle</button>
        {withInner ? (
          <button
            type="button"
            onClick={() => {
              setInnerOpen(true)
            }}
          >
            Inner
          </button>
        ) : (
          <a href="#last">Last</a>
        )}
      </Dialog>
      <Dialog
        open={innerOpen}
        onClose={() => {
          setInnerOpen(false)
        }}
        title="Confirm"
      >
        <button type="button">Yes</button>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))

    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
  })

  it('traps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))

    await user.tab()
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus()
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => {
      expect(opener).toHaveFocus()
    })
  })

  it('closes from its close button and its backdrop', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByTestId('dialog-backdrop'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('makes the page behind inert while open', async () => {
    const user = userEvent.setup()
    const root = document.createElement('div')
    root.id = 'root'
    document.body.append(root)
    render(<Harness />, { container: root })

    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(root).toHaveAttribute('inert')
    await user.keyboard('{Escape}')
    expect(root).not.toHaveAttribute('inert')
    root.remove()
  })

  it('lets only the top dialog answer Escape when dialogs stack', async () => {
    const user = userEvent.setup()
    render(<Harness withInner />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByRole('button', { name: 'Inner' }))
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
  })
})
