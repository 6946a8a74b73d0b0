import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SelectField } from './form-field'

function optionsOf(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent])
}

describe('SelectField', () => {
  it('lists plain choices after its placeholder, each its own value and words', () => {
    render(<SelectField label="State" placeholder="Select state" options={['Lagos', 'Kano']} />)
    expect(optionsOf(screen.getByRole('combobox', { name: 'State' }))).toEqual([
      ['', 'Select state'],
      ['Lagos', 'Lagos'],
      ['Kano', 'Kano'],
    ])
  })

  it('lists labelled choices by their words, with no empty choice when it has no placeholder', () => {
    render(
      <SelectField
        label="Topic"
        options={[
          { value: 'order', label: 'An order I placed' },
          { value: 'other', label: 'Something else' },
        ]}
      />,
    )
    expect(optionsOf(screen.getByRole('combobox', { name: 'Topic' }))).toEqual([
      ['order', 'An order I placed'],
      ['other', 'Something else'],
    ])
  })

  it('points the select at its error and marks it invalid', () => {
    render(<SelectField label="Ward" placeholder="Select ward" options={[]} error="Pick a ward" />)
    const select = screen.getByRole('combobox', { name: 'Ward' })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Pick a ward')
  })
})
