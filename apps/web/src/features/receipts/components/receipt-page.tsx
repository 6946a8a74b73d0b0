import { FileX2, Printer, ReceiptText } from 'lucide-react'
import { Button, ButtonLink } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/query-states'
import { SignInRequired } from '../../../components/ui/sign-in-required'
import { Skeleton } from '../../../components/ui/skeleton'
import { StatusPanel } from '../../../components/ui/status-panel'
import { isApiError } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { useReceipt } from '../api/get-receipt'
import { ReceiptDocument } from './receipt-document'

export const RECEIPT_SIGN_IN_MESSAGE = 'Please sign in to view your receipt.'
export const RECEIPT_NOT_FOUND_TITLE = 'Receipt not found'
export const RECEIPT_NOT_PAID_TITLE = 'No receipt yet'

function BackToOrders() {
  return (
    <ButtonLink to="/orders" variant="outline">
      Back to My Orders
    </ButtonLink>
  )
}

/**
 * /orders/{id}/receipt (docs/product.md §12): a paid order's receipt for its owner (and a shop
 * owner), with a Print button; a clear message for an unpaid order, and Not Found for an order
 * that is not the viewer's, which the API answers exactly as an unknown one.
 */
export function ReceiptPage({ orderId }: { orderId: string }) {
  const { user, isAuthenticated, isLoading: isCheckingSession } = useSession()
  const receipt = useReceipt(user?.user_id ?? null, orderId)

  let body
  if (isCheckingSession) {
    body = (
      <p role="status" className="text-muted">
        Checking authentication...
      </p>
    )
  } else if (!isAuthenticated) {
    body = (
      <>
        <SignInRequired message={RECEIPT_SIGN_IN_MESSAGE} />
        <StatusPanel headingLevel="h1" title="Sign in to see your receipt">
          {RECEIPT_SIGN_IN_MESSAGE}
        </StatusPanel>
      </>
    )
  } else if (receipt.isPending) {
    body = (
      <div aria-busy="true" aria-label="Loading your receipt" className="mx-auto max-w-3xl">
        <Skeleton className="h-[32rem] w-full rounded-3xl" />
      </div>
    )
  } else if (receipt.isError) {
    const status = isApiError(receipt.error) ? receipt.error.statusCode : null
    body =
      status === 404 ? (
        <StatusPanel
          headingLevel="h1"
          icon={<FileX2 aria-hidden="true" className="size-6" />}
          title={RECEIPT_NOT_FOUND_TITLE}
          actions={<BackToOrders />}
        >
          We couldn&apos;t find an order {orderId} on your account. Please check the link.
        </StatusPanel>
      ) : status === 409 ? (
        <StatusPanel
          headingLevel="h1"
          icon={<ReceiptText aria-hidden="true" className="size-6" />}
          title={RECEIPT_NOT_PAID_TITLE}
          actions={<BackToOrders />}
        >
          {receipt.error.message}
        </StatusPanel>
      ) : (
        <LoadError
          error={receipt.error}
          onRetry={() => {
            void receipt.refetch()
          }}
        />
      )
  } else {
    body = (
      <>
        <div className="mx-auto mb-6 flex max-w-3xl flex-wrap gap-3 print:hidden">
          <Button
            onClick={() => {
              window.print()
            }}
          >
            <Printer aria-hidden="true" className="size-4" />
            Print receipt
          </Button>
          <BackToOrders />
        </div>
        <ReceiptDocument receipt={receipt.data} />
      </>
    )
  }

  return <div className="mx-auto max-w-7xl px-5 py-10 md:px-8 md:py-14 print:p-0">{body}</div>
}
