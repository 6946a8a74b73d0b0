/** docs/product.md §S8 checkout toasts, verbatim. */
export const CHECKOUT_MESSAGES = {
  connectionLost: 'Connection lost. Please check your internet connection.',
  connectionRestored: 'Connection restored. Attempting to recover your order...',
  incompleteOrder: 'We found an incomplete order. Would you like to complete it?',
  cancelled: 'Payment was cancelled',
  /** Not in the spec: the Paystack window never came up, so nothing was cancelled. */
  popupUnavailable:
    'The payment window could not load. Please check your connection and try again.',
  slowVerification: 'Payment verification is taking longer than expected. Please wait...',
  orderPlaced: 'Order placed successfully!',
  /** Not in the spec: a transfer on its way holds the order until the bank confirms. */
  awaitingTransfer: 'Order placed: awaiting your transfer',
  recovered: 'Order recovered successfully!',
  recoveryFailed: 'Recovery failed. Please contact support.',
  verificationError: 'Verification Error',
  verificationTimeout: 'Verification timeout',
  noRecoveryData: 'No recovery data available',
} as const

export function orderProcessingFailedMessage(reference: string): string {
  return `Payment successful but order processing failed. Please contact support with your transaction reference: ${reference}`
}

/** The failure screen's status for a server failure (docs/product.md §S2: 'Payment Server Error'). */
export const SERVER_ERROR_STATUS = 'Server Error'
