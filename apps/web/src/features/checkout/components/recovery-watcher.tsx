import { useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { subscribeToSession, getSession } from '../../../lib/session'
import { getPaymentController } from '../hooks/use-payment'
import { CHECKOUT_MESSAGES } from '../payment/checkout-messages'

/**
 * App-wide (docs/product.md §S4 Payment flow): tells the shopper when the connection drops or returns,
 * submits a waiting paid order when it returns, and at sign-in offers to complete one.
 */
export function RecoveryWatcher() {
  const [prompt, setPrompt] = useState(false)

  useEffect(() => {
    const flow = getPaymentController()
    const lost = () => {
      flow.connectionLost()
    }
    const restored = () => {
      void flow.connectionRestored(getSession().user?.user_id ?? null)
    }
    window.addEventListener('offline', lost)
    window.addEventListener('online', restored)

    // At sign-in (and on a restored session): a record under 24 h asks; an older one is dropped.
    let wasSignedIn = false
    const check = () => {
      const session = getSession()
      const signedIn = session.isAuthenticated && session.user !== null
      if (signedIn && !wasSignedIn && session.user && flow.pendingRecovery(session.user.user_id))
        setPrompt(true)
      if (!signedIn) setPrompt(false)
      wasSignedIn = signedIn
    }
    check()
    const unsubscribe = subscribeToSession(check)
    return () => {
      window.removeEventListener('offline', lost)
      window.removeEventListener('online', restored)
      unsubscribe()
    }
  }, [])

  const close = () => {
    setPrompt(false)
  }
  return (
    <Dialog open={prompt} onClose={close} title="Incomplete order">
      <div className="px-6 pb-6">
        <p className="text-sm">{CHECKOUT_MESSAGES.incompleteOrder}</p>
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="outline" onClick={close}>
            Not now
          </Button>
          <Button
            onClick={() => {
              close()
              void getPaymentController().recover()
            }}
          >
            Complete Order
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
