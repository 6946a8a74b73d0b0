import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InputField, NumberField } from './console-field'

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

describe('InputField', () => {
  it('labels an input of its own when the form names no id, and tells its error to it', () => {
    render(
      <>
        <InputField label="Reason for cancelling" error="Please give a reason" maxLength={300} />
        <InputField label="Reason for the refund" error={undefined} />
      </>,
    )
    const cancel = screen.getByLabelText('Reason for cancelling')
    const refund = screen.getByLabelText('Reason for the refund')
    expect(cancel.id).not.toBe(refund.id)
    expect(cancel).toHaveAttribute('maxlength', '300')
    expect(cancel).toHaveAttribute('aria-invalid', 'true')
    expect(cancel).toHaveAccessibleDescription('Please give a reason')
    expect(refund).not.toHaveAttribute('aria-invalid')
  })
})
