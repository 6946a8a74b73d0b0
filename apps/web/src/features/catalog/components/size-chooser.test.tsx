import type { ProductSize } from '@scentia/domain/catalog/product'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SizeChooser } from './size-chooser'

const sizes: ProductSize[] = [
  { id: 1, label: '2 ml sample', ml: 2, price: 2_000, stock: 30, isSample: true, isDefault: false },
  {
    id: 2,
    label: '10 ml travel spray',
    ml: 10,
    price: 9_000,
    stock: 0,
    isSample: false,
    isDefault: false,
  },
  { id: 3, label: '100ml', ml: 100, price: 48_500, stock: 3, isSample: false, isDefault: true },
]

describe('SizeChooser', () => {
  it('is a radio group of sizes with price and stock, sold-out sizes marked', () => {
    render(<SizeChooser sizes={sizes} selectedId={3} onChange={() => undefined} />)
    const group = screen.getByRole('group', { name: 'Size' })
    expect(group).toBeInTheDocument()
    const sample = screen.getByRole('radio', { name: /2 ml sample/ })
    expect(sample).not.toBeChecked()
    expect(sample).toBeEnabled()
    expect(sample.closest('label')).toHaveTextContent('₦2,000')
    expect(sample.closest('label')).toHaveTextContent('In stock')
    const travel = screen.getByRole('radio', { name: /10 ml travel spray/ })
    expect(travel.closest('label')).toHaveTextContent('Sold out')
    expect(screen.getByRole('radio', { name: /100ml/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /100ml/ }).closest('label')).toHaveTextContent(
      'Only 3 left',
    )
  })

  it('tells which size was chosen', async () => {
    const onChange = vi.fn()
    render(<SizeChooser sizes={sizes} selectedId={3} onChange={onChange} />)
    await userEvent.setup().click(screen.getByRole('radio', { name: /2 ml sample/ }))
    expect(onChange).toHaveBeenCalledWith(1)
  })

  it('lets a sold-out size be chosen, so the page can offer its back-in-stock alert', async () => {
    const onChange = vi.fn()
    render(<SizeChooser sizes={sizes} selectedId={3} onChange={onChange} />)
    const travel = screen.getByRole('radio', { name: /10 ml travel spray/ })
    expect(travel).toBeEnabled()
    await userEvent.setup().click(travel)
    expect(onChange).toHaveBeenCalledWith(2)
  })
})
