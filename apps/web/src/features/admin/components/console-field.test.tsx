import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NumberField } from './console-field'

describe('NumberField', () => {
  it('is a labelled whole-number input with the number keypad', () => {
    render(<NumberField label="Stock" id="stock" error={undefined} min={0} defaultValue={4} />)
    const input = screen.getByLabelText('Stock')
    expect(input).toHaveAttribute('type', 'number')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    expect(input).toHaveAttribute('min', '0')
    expect(input).toHaveValue(4)
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('tells its error beside it, to assistive tech too', () => {
    render(<NumberField label="Price (₦)" id="price" error="Price must be at least 1" />)
    const input = screen.getByLabelText('Price (₦)')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Price must be at least 1')
  })
})
