import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { bindValue } from '../../lib/form-bindings'
import { SearchBox } from './search-box'

function LabelledBox() {
  const [text, setText] = useState('')
  return (
    <>
      <label htmlFor="box">Search orders</label>
      <SearchBox
        id="box"
        iconClassName="left-3 size-4"
        wrapperClassName="flex-1"
        {...bindValue(text, setText)}
      />
      <output>{text}</output>
    </>
  )
}

describe('SearchBox', () => {
  it('is a search input named by its label, its magnifier hidden from screen readers', async () => {
    render(<LabelledBox />)
    const box = screen.getByRole('searchbox', { name: 'Search orders' })
    await userEvent.type(box, 'ORD12')
    expect(box).toHaveValue('ORD12')
    expect(screen.getByRole('status')).toHaveTextContent('ORD12')
    expect(box.parentElement).toHaveClass('relative', 'flex-1')
    expect(box.parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })
})
