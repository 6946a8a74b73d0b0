import { Search } from 'lucide-react'
import type { InputHTMLAttributes } from 'react'

interface SearchBoxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The magnifier's inset and size; the input's left padding leaves it room. */
  iconClassName: string
  /** The box's share of its row, beside `relative` (the icon sits over the input). */
  wrapperClassName?: string
}

/**
 * A search input with its magnifier inside on the left: the 404 page's, My Orders' and the
 * console lists' boxes (each drew the icon over the input itself). Labelled by its caller.
 */
export function SearchBox({ iconClassName, wrapperClassName, ...props }: SearchBoxProps) {
  return (
    <div className={wrapperClassName ? `relative ${wrapperClassName}` : 'relative'}>
      <Search
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted ${iconClassName}`}
      />
      <input type="search" {...props} />
    </div>
  )
}
