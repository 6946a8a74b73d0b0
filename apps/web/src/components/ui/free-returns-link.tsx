import { Link } from 'react-router'

/**
 * The free-returns promise under a basket's total, in the cart and at checkout: its terms are on
 * the returns page (docs/product.md §12).
 */
export function FreeReturnsLink() {
  return (
    // Alone on its line: a whole 44 px press on a phone (decision 055).
    <Link
      to="/returns"
      className="inline-flex min-h-11 items-center underline decoration-gold underline-offset-4 hover:text-ink"
    >
      Free returns within 30 days
    </Link>
  )
}
