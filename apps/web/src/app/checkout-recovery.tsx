import { clearCart } from '@scentia/domain/cart/cart'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useCartStore } from '../features/cart/stores/cart-store'
import { RecoveryWatcher } from '../features/checkout/components/recovery-watcher'
import { setOrderPlacedHandler } from '../features/checkout/hooks/use-payment'
import { addPlacedOrder } from '../features/orders/api/orders-api'
import { getSession } from '../lib/session'

/**
 * Composes checkout with the cart: once an order exists — paid at checkout, or recovered later
 * on any page — the confirmation page opens and the cart empties (without the 'Cart cleared'
 * toast: 'Order placed successfully!' says it). Mounted once in the shell.
 */
export function CheckoutRecovery() {
  const navigate = useNavigate()
  useEffect(() => {
    setOrderPlacedHandler((order) => {
      const { order: placed, ...confirmation } = order
      // The thank-you page shows the order's own delivery window: where it goes and when it was placed.
      const state = placed
        ? {
            ...confirmation,
            placed_at: placed.created_at,
            delivery_state: placed.state,
            delivery_days: placed.delivery_days ?? null,
            // A pickup at the showroom: the code the shopper gives at the counter (decision 046).
            ...(placed.pickup_code ? { pickup_code: placed.pickup_code } : {}),
          }
        : confirmation
      void navigate('/thank-you-page', { state, replace: true })
      useCartStore.setState({ items: clearCart() })
      // My Orders and the account panel show the new order at once.
      const userId = getSession().user?.user_id
      if (userId !== undefined) addPlacedOrder(userId, placed)
    })
    return () => {
      setOrderPlacedHandler(null)
    }
  }, [navigate])
  return <RecoveryWatcher />
}
