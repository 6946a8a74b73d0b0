/** @paystack/inline-js ships no types; only what the shop calls is declared. */
declare module '@paystack/inline-js' {
  interface PaystackTransaction {
    reference: string
    trans?: string
    status?: string
    message?: string
  }
  interface ResumeCallbacks {
    onSuccess?: (transaction: PaystackTransaction) => void
    onCancel?: () => void
    onLoad?: (response: unknown) => void
    onError?: (error: { message?: string }) => void
    onBankTransferConfirmationPending?: () => void
  }
  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: ResumeCallbacks): unknown
  }
}
