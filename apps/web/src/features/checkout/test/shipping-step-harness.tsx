import type { CartItem } from '@scentia/domain/cart/cart'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import type { DeliveryMethod } from '@scentia/domain/shipping/pickup'
import type { User } from '@scentia/domain/account/user'
import { useState, type ReactNode } from 'react'
import type { ShippingFee } from '../../../lib/use-shipping-fee'
import { ShippingStep } from '../components/shipping-step'
import { useCheckoutParams } from '../hooks/use-checkout-params'

type Fee = ShippingFee & { note?: string | null }

interface ShippingStepHarnessProps<F extends Fee> {
  user: User
  /** The details the step opens with; edits are kept as the page keeps them. */
  details: ShippingDetails
  items: readonly CartItem[]
  /** The fee hook the step is priced by: the table's (useShippingFee) or the courier's. */
  useFee: (items: readonly CartItem[], details: ShippingDetails, method: DeliveryMethod) => F
  /** What a test shows beside the step from the fee it was given (the signed courier quote). */
  children?: (shipping: F) => ReactNode
}

/**
 * The shipping step wired as checkout-page.tsx wires it, for the tests of the step and of the hooks
 * that feed it: the details in state, the fee priced for the URL's delivery choice (the step reads
 * and writes that choice and the next step itself), so a new prop of the step is added to one
 * harness. Render it in a router.
 */
export function ShippingStepHarness<F extends Fee>({
  user,
  details: initial,
  items,
  useFee,
  children,
}: ShippingStepHarnessProps<F>) {
  const [details, setDetails] = useState(initial)
  const { method } = useCheckoutParams()
  const shipping = useFee(items, details, method)
  return (
    <>
      <ShippingStep user={user} details={details} onChange={setDetails} shipping={shipping} />
      {children?.(shipping)}
    </>
  )
}
