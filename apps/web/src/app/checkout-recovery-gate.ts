import { useState } from 'react'
import { useLocation } from 'react-router'
import { RECOVERY_STORAGE_KEY } from '../features/checkout/payment/recovery-key'

/**
 * Payment recovery (docs/product.md §S4 Payment flow) has work only on the checkout, which pays
 * and needs its order-placed handler, or while a recovery record waits in the browser's storage
 * (it is submitted when the connection returns, offered at sign-in). Anywhere else its code —
 * the payment controller with the checkout's schemas, and zod with them — is neither
 * downloaded nor run: on a product page that was the largest script after the page's own
 * (decision 036). Once needed it stays mounted, so a record written at checkout keeps being
 * watched on the thank-you page and after.
 */
export function useCheckoutRecoveryNeeded(isSettled: boolean): boolean {
  const { pathname } = useLocation()
  const [isNeeded, setNeeded] = useState(false)
  if (isSettled && !isNeeded && (pathname.startsWith('/checkout') || hasRecoveryRecord())) {
    setNeeded(true)
  }
  return isNeeded
}

function hasRecoveryRecord(): boolean {
  try {
    return localStorage.getItem(RECOVERY_STORAGE_KEY) !== null
  } catch {
    // Storage refused (a private window's quota, a blocked cookie setting): nothing was kept.
    return false
  }
}
