import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { filterOptions, SearchableSelect } from './searchable-select'

const WARDS = ['Anifowoshe/Ikeja', 'Ojodu', 'Alausa/Oregun', 'Ikeja GRA']

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <SearchableSelect
        label="Ward"
        placeholder="Select Ward"
        options={WARDS}
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  )
}

beforeAll(() => {
  // jsdom does no layout, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = () => undefined
})

describe('filterOptions', () => {
  it.each([
    ['', WARDS],
    ['  ', WARDS],
    ['ikeja', ['Anifowoshe/Ikeja', 'Ikeja GRA']],
    ['OREGUN', ['Alausa/Oregun']],
    ['lekki', []],
  ])('%j → %j', (query, expected) => {
    expect(filterOptions(WARDS, query)).toEqual(expected)
  })
})

describe('SearchableSelect', () => {
  it('narrows the list as you type and chooses with the keyboard', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const box = screen.getByRole('combobox', { name: 'Ward' })
    await user.type(box, 'ikeja')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Anifowoshe/Ikeja',
      'Ikeja GRA',
    ])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('Ikeja GRA')
    expect(box).toHaveValue('Ikeja GRA')
    expect(box).toHaveAttribute('aria-expanded', 'false')
  })

  it('chooses with the mouse', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('combobox', { name: 'Ward' }))
    await user.click(screen.getByRole('option', { name: 'Ojodu' }))
    expect(screen.getByRole('status')).toHaveTextContent('Ojodu')
  })

  it('leaving with half a name keeps the chosen value; Escape does too', async () => {
    const user = userEvent.setup()
    render(<Harness initial="Ojodu" />)
    const box = screen.getByRole('combobox', { name: 'Ward' })
    await user.clear(box)
    await user.type(box, 'Ala')
    await user.keyboard('{Escape}')
    expect(box).toHaveValue('Ojodu')
    await user.type(box, 'xyz')
    expect(screen.getByText('No matches')).toBeVisible()
    await user.tab()
    expect(box).toHaveValue('Ojodu')
    expect(screen.getByRole('status')).toHaveTextContent('Ojodu')
  })
})
