import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ColumnHeads } from './column-heads'

describe('ColumnHeads', () => {
  it('names each column for the cells under it, in order, with the classes each column gives', () => {
    render(
      <table>
        <caption>What you bought</caption>
        <ColumnHeads
          rowClassName="border-b"
          columns={[
            { label: 'Item', className: 'text-left' },
            { label: 'Qty', className: 'text-right' },
          ]}
        />
        <tbody>
          <tr>
            <td>Oud Royale</td>
            <td>2</td>
          </tr>
        </tbody>
      </table>,
    )
    const table = screen.getByRole('table', { name: 'What you bought' })
    const heads = within(table).getAllByRole('columnheader')
    expect(heads.map((head) => head.textContent)).toEqual(['Item', 'Qty'])
    expect(heads.map((head) => head.getAttribute('scope'))).toEqual(['col', 'col'])
    expect(heads[1]).toHaveClass('text-right')
    expect(heads[0]?.parentElement).toHaveClass('border-b')
  })
})
