import type { ReactNode } from 'react'

export interface ColumnHead {
  label: ReactNode
  /** The header cell's classes: its padding, its alignment, where it hides on a phone. */
  className?: string
}

interface ColumnHeadsProps {
  columns: readonly ColumnHead[]
  className?: string
  rowClassName?: string
}

/**
 * A table's head: one row of header cells, each scoped to its column so a screen reader names
 * the column as it reads a cell (the receipt, the packing slip, the catalogue import's problems
 * and the policies' tables each wrote the row out).
 */
export function ColumnHeads({ columns, className, rowClassName }: ColumnHeadsProps) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
