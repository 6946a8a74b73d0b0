import { Link } from 'react-router'

/**
 * The free-returns promise under a basket's total, in the cart and at checkout: its terms are on
 * the returns page (docs/product.md §12).
 */
export function FreeReturnsLink() {
  return (
    <Link to="/returns" className="underline decoration-gold underline-offset-4 hover:text-ink">
      Free returns within 30 days
    </Link>
  )
}
