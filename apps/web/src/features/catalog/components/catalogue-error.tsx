import { RotateCcw } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { isApiError } from '../../../lib/api-client'

interface CatalogueErrorProps {
  /** What could not load: "our fragrances" (a list) or "this fragrance" (a product page). */
  title?: string
  /** The failure, when the screen shows the server's words (docs/product.md §S8 Products). */
  error?: unknown
  /**
   * Called without arguments, so a query's `refetch` is passed as it is; its promise is let go
   * (the query's own state shows the retry).
   */
  onRetry: () => unknown
  /** h1 where the panel is the page (a product that did not load). */
  headingLevel?: 'h1' | 'h2'
}

/** docs/product.md §S8 Products: what a failed product load says, with the server's message when it gave one. */
export const PRODUCTS_LOAD_FAILED_MESSAGE = 'Failed to fetch products'

/**
 * The catalogue's "could not load" panel with Try Again, for the home page, the collections,
 * the shop and a product page (written four times). Without an `error` it asks the
 * shopper to check the connection.
 */
export function CatalogueError({
  title = "We couldn't load our fragrances",
  error,
  onRetry,
  headingLevel = 'h2',
}: CatalogueErrorProps) {
  const message =
    error === undefined
      ? 'Please check your connection and try again.'
      : isApiError(error)
        ? error.message
        : PRODUCTS_LOAD_FAILED_MESSAGE
  return (
    <StatusPanel
      role="alert"
      headingLevel={headingLevel}
      title={title}
      actions={
        <Button
          onClick={() => {
            void onRetry()
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      }
    >
      {message}
    </StatusPanel>
  )
}
