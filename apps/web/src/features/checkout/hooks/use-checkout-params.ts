import { isDeliveryMethod, type DeliveryMethod } from '@scentia/domain/shipping/pickup'
import { useSearchParams } from 'react-router'

/** The query parameter that keeps the delivery choice; absent means Standard Delivery. */
export const DELIVERY_PARAM = 'delivery'

/**
 * The checkout's place in the URL (docs/product.md §S4 Checkout step): `?step=` and the delivery
 * choice with it (`&delivery=pickup`), so a reload of either step keeps both, and the browser's
 * Back goes between the steps. The step is the raw value: the page clamps it and sends an
 * incomplete address back to step 1.
 */
export function useCheckoutParams() {
  const [params, setParams] = useSearchParams()
  const asked = params.get(DELIVERY_PARAM)
  // Anything else in the address bar is the default, Standard Delivery.
  const method: DeliveryMethod = isDeliveryMethod(asked) ? asked : 'delivery'

  function withChange(change: (next: URLSearchParams) => void): URLSearchParams {
    const next = new URLSearchParams(params)
    change(next)
    return next
  }

  return {
    step: params.get('step'),
    method,
    /**
     * A new step is a new history entry (Back returns to the last one), shown from its top: on a
     * phone the button that moved on is far down the step before.
     */
    goTo: (step: 1 | 2) => {
      setParams(
        withChange((next) => {
          next.set('step', String(step))
        }),
      )
      window.scrollTo({ top: 0 })
    },
    /** A change of option replaces the entry: Back leaves the step, not the radio button. */
    setMethod: (next: DeliveryMethod) => {
      setParams(
        withChange((url) => {
          if (next === 'delivery') url.delete(DELIVERY_PARAM)
          else url.set(DELIVERY_PARAM, next)
        }),
        { replace: true },
      )
    },
  }
}
