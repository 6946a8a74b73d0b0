import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormAlert } from './form-alert'

describe('FormAlert', () => {
  it.each([null, undefined, false, ''])('shows nothing for %j', (failure) => {
    const { container } = render(<FormAlert>{failure}</FormAlert>)
    expect(container).toBeEmptyDOMElement()
  })

  it('announces the failure as an alert, with the layout the form gives it', () => {
    render(<FormAlert className="sm:col-span-2">That code is already in use.</FormAlert>)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('That code is already in use.')
    expect(alert).toHaveClass('text-red-800', 'sm:col-span-2')
  })
})
