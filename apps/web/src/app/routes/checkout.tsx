import { useCartItems } from '../../features/cart/hooks/use-cart'
import { CheckoutPage } from '../../features/checkout/components/checkout-page'

/** /checkout: the checkout feature, given the cart's lines. */
export function CheckoutRoute() {
  const items = useCartItems()
  return <CheckoutPage items={items} />
}
