import { useHydrated } from '../../../lib/hydration'
import { serverMessage } from '@scentia/domain/http/errors'
import { DEMO_ORDER_ID } from '@scentia/domain/orders/demo-order'
import { isTrackableId, TRACK_ID_PARAM, trackIdParam } from '@scentia/domain/orders/order-id'
import { useMutation } from '@tanstack/react-query'
import { AlertCircle, PackageSearch, Search } from 'lucide-react'
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { useSearchParams } from 'react-router'
import { Button, ButtonLink } from '../../../components/ui/button'
import { inputClasses } from '../../../components/ui/form-field'
import { isApiError } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { useIsPageCurrent } from '../../../lib/page-is-current'
import { fetchTrackedOrder, type TrackedOrder } from '../api/track-api'
import { TrackedOrderDetails } from './tracked-order-details'
import { bindValue } from '../../../lib/form-bindings'

export const TRACK_MESSAGES = {
  emptyId: 'Please enter an order ID',
  fallback: 'An error occurred',
  exception: 'Something went wrong. Please try again.',
  notFoundTitle: 'Order Not Found',
  notFound: "We couldn't find an order with that ID. Please check and try again.",
} as const

class OrderNotFound extends Error {}

async function lookUp(id: string): Promise<TrackedOrder> {
  if (!isTrackableId(id)) throw new OrderNotFound()
  try {
    return await fetchTrackedOrder(id)
  } catch (error) {
    if (isApiError(error) && error.statusCode === 404) throw new OrderNotFound()
    throw error
  }
}

/** docs/product.md §S8 Track: the server's message, else 'An error occurred'; no answer at all is an exception. */
export function errorText(error: unknown): string {
  if (isApiError(error) && error.statusCode !== null) {
    return serverMessage(error.details) ?? TRACK_MESSAGES.fallback
  }
  return TRACK_MESSAGES.exception
}

/** /track and /orders/track (docs/product.md §S2 Track order page). */
export function TrackPage() {
  const hydrated = useHydrated()
  const [params, setParams] = useSearchParams()
  // Read as the server read it when it rendered this page (decision 028), so hydration agrees.
  const initialId = trackIdParam(params)
  const [value, setValue] = useState(initialId)
  const [validation, setValidation] = useState<string | null>(null)
  // An answer that comes after the shopper followed a link leaves the address alone: written
  // then, it would replace the next page's history entry (lib/page-is-current.ts).
  const isCurrent = useIsPageCurrent()
  const lookup = useMutation({
    mutationFn: lookUp,
    onSuccess: (_order, id) => {
      // The address bar keeps the id, so the page can be reloaded or shared.
      if (isCurrent) setParams({ [TRACK_ID_PARAM]: id }, { replace: true })
    },
  })
  const started = useRef(false)
  const { isLoading: sessionLoading } = useSession()

  useEffect(() => {
    // ?id= looks up at once (docs/product.md §S2), once per page load: once the stored session is known,
    // so a signed-in owner gets the whole order and not the public view.
    if (started.current || sessionLoading) return
    started.current = true
    const id = initialId.trim()
    if (id) lookup.mutate(id)
  }, [initialId, lookup, sessionLoading])

  function submit(event: SyntheticEvent) {
    event.preventDefault()
    const id = value.trim()
    if (!id) {
      setValidation(TRACK_MESSAGES.emptyId)
      return
    }
    setValidation(null)
    lookup.mutate(id)
  }

  const searching = lookup.isPending
  const notFound = lookup.error instanceof OrderNotFound
  const bannerText = validation ?? (lookup.isError && !notFound ? errorText(lookup.error) : null)

  return (
    <div className="mx-auto max-w-3xl px-5 pt-8 pb-16 md:px-8 md:pt-12">
      <h1 className="font-serif text-4xl tracking-tight">Track Your Order</h1>
      <p className="mt-2 text-muted">Enter your order ID to see where your fragrance is.</p>

      <form onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row" role="search">
        <label htmlFor="track-order-id" className="sr-only">
          Order ID
        </label>
        <input
          id="track-order-id"
          // Sent before the page has hydrated, the form asks for /track?id=…, which looks it up.
          name="id"
          {...bindValue(value, setValue)}
          onKeyDown={(event) => {
            // Enter submits even while the button is disabled, so a blank id gets its message.
            if (event.key === 'Enter') submit(event)
          }}
          placeholder="Order ID, e.g. ORD1234567890"
          autoComplete="off"
          spellCheck={false}
          className={`${inputClasses} sm:flex-1`}
        />
        <Button type="submit" size="md" disabled={value === '' || searching || !hydrated}>
          <Search aria-hidden="true" className="size-4" />
          {searching ? 'Searching...' : 'Track Order'}
        </Button>
      </form>

      {bannerText ? (
        <p
          role="alert"
          className="mt-4 flex items-center gap-2 rounded-2xl border border-red-800/30 bg-red-50 p-4 text-sm text-red-900"
        >
          <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
          {bannerText}
        </p>
      ) : null}

      {notFound ? (
        <section
          role="alert"
          aria-labelledby="not-found-heading"
          className="mt-8 rounded-3xl border border-line bg-white/60 p-6 text-center"
        >
          <PackageSearch aria-hidden="true" className="mx-auto size-10 text-gold-deep" />
          <h2 id="not-found-heading" className="mt-3 font-serif text-2xl">
            {TRACK_MESSAGES.notFoundTitle}
          </h2>
          <p className="mt-2 text-sm text-muted">{TRACK_MESSAGES.notFound}</p>
          <p className="mt-4 text-sm">
            Try the demo order:{' '}
            <button
              type="button"
              className="font-mono underline decoration-gold decoration-2 underline-offset-4"
              onClick={() => {
                setValue(DEMO_ORDER_ID)
                setValidation(null)
                lookup.mutate(DEMO_ORDER_ID)
              }}
            >
              {DEMO_ORDER_ID}
            </button>
          </p>
        </section>
      ) : null}

      {lookup.data ? <TrackedOrderDetails order={lookup.data} /> : null}

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to="/" variant="outline">
          Back to Home
        </ButtonLink>
        <ButtonLink to="/orders">View All Orders</ButtonLink>
      </div>
    </div>
  )
}
