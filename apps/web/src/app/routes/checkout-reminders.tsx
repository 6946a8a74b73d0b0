import { cartLineKey } from '@scentia/domain/cart/cart'
import { REMINDER_LINK_INVALID_MESSAGE } from '@scentia/domain/checkout/reminder'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Button, ButtonLink } from '../../components/ui/button'
import { ListSkeleton } from '../../components/ui/query-states'
import { StatusPanel } from '../../components/ui/status-panel'
import { accountContract } from '../../lib/account-contract'
import { apiRequest } from '../../lib/api-client'
import { productsByIdsQueryOptions } from '../../lib/catalog'
import { useSessionUserId } from '../../lib/session'
import { useCartStore } from '../../features/cart/stores/cart-store'

/**
 * The checkout reminder's two links (docs/decisions/048-checkout-reminders.md). Neither needs
 * the shopper signed in: the restore link brings the cart back on whatever device opens it and
 * goes to checkout (which asks to sign in, as it always does); the unsubscribe page asks for one
 * click, so a mail scanner following links unsubscribes nobody.
 */

/** The restore link's contract (decision 048's cart; decision 042). */
const reminderCartAnswerSchema = async () =>
  (await import('@scentia/contracts/checkout')).reminderCartAnswerSchema

/** /checkout/resume?token=… */
export function CheckoutResumePage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const userId = useSessionUserId()
  const cart = useQuery({
    queryKey: ['checkout-reminder', token],
    queryFn: ({ signal }) =>
      apiRequest(`/checkout-reminders/cart?token=${encodeURIComponent(token)}`, {
        signal,
        auth: false,
        schema: reminderCartAnswerSchema,
      }),
    enabled: token !== '',
    retry: false,
  })
  const ids = cart.data?.cart_items.map((line) => line.id) ?? []
  const products = useQuery({ ...productsByIdsQueryOptions(ids, userId), enabled: ids.length > 0 })
  const restored = useRef(false)

  useEffect(() => {
    if (restored.current || !cart.data || !products.data) return
    restored.current = true
    const store = useCartStore.getState()
    store.clear()
    for (const line of cart.data.cart_items) {
      const product = products.data.products.find((candidate) => candidate.id === line.id)
      if (!product) continue
      store.add(product, line.size_id)
      useCartStore
        .getState()
        .setQuantity(cartLineKey({ id: line.id, sizeId: line.size_id }), line.quantity)
    }
    void navigate('/checkout', { replace: true })
  }, [cart.data, products.data, navigate])

  if (token === '' || cart.error || products.error) {
    return (
      <StatusPanel
        title="This link cannot bring your cart back"
        headingLevel="h1"
        actions={<ButtonLink to="/shop">Continue Shopping</ButtonLink>}
      >
        {REMINDER_LINK_INVALID_MESSAGE}
      </StatusPanel>
    )
  }
  return (
    <div className="mx-auto max-w-md px-4 py-14" aria-busy="true">
      <h1 className="font-serif text-2xl">Bringing back your cart…</h1>
      <ListSkeleton rows={2} />
    </div>
  )
}

/** /reminders/unsubscribe?token=… */
export function ReminderUnsubscribePage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const unsubscribe = useMutation({
    mutationFn: () =>
      apiRequest('/checkout-reminders/unsubscribe', {
        method: 'POST',
        body: { token },
        auth: false,
        schema: async () => (await accountContract()).messageResponseSchema,
      }),
  })
  if (unsubscribe.data) {
    return (
      <StatusPanel
        title="You are unsubscribed"
        headingLevel="h1"
        role="status"
        actions={<ButtonLink to="/">Return Home</ButtonLink>}
      >
        {unsubscribe.data.message}
      </StatusPanel>
    )
  }
  return (
    <StatusPanel
      title="Stop checkout reminders?"
      headingLevel="h1"
      actions={
        <Button
          disabled={token === '' || unsubscribe.isPending}
          onClick={() => {
            unsubscribe.mutate()
          }}
        >
          {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
        </Button>
      }
    >
      <p>
        We send one reminder when a payment is left unfinished. Unsubscribe and we will send none,
        by mail or text. Order updates are not affected.
      </p>
      {unsubscribe.error || token === '' ? (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {REMINDER_LINK_INVALID_MESSAGE}
        </p>
      ) : null}
    </StatusPanel>
  )
}
