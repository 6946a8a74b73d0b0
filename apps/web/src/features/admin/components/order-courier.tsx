import type { AdminOrderDetail, AdminShipment } from '@scentia/domain/admin/order-console'
import { courierBookingProblem } from '@scentia/domain/couriers/couriers'
import { formatNaira } from '@scentia/domain/money/format'
import { ExternalLink } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { isApiError } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useBookCourier, useOrderCourier } from '../api/admin-courier'
import { ConsolePanel } from './console-panel'

const STATE_LABELS: Record<AdminShipment['state'], string> = {
  booked: 'Booked, waiting for pickup',
  in_transit: 'On its way',
  delivered: 'Delivered',
  cancelled: 'Cancelled by the courier',
}

const BOOKING_FAILED = 'The courier could not be booked. Please try again.'

/**
 * The order page's courier panel (docs/decisions/044-couriers.md): one click books the parcel and
 * the tracking number fills itself in; the courier's webhooks then move the order. Not shown at
 * all without a connected courier: the owner types tracking numbers as before.
 */
export function OrderCourierPanel({ order }: { order: AdminOrderDetail }) {
  const query = useOrderCourier(order.order_id)
  const book = useBookCourier(order.order_id)
  if (!query.data?.available) return null
  const { shipment } = query.data
  const live = shipment && shipment.state !== 'cancelled' ? shipment : null
  const canBook =
    live === null &&
    courierBookingProblem(
      {
        status: order.status,
        payment_status: order.payment_status,
        payment_method: order.payment_method,
      },
      false,
    ) === null
  const failure = book.error ? (isApiError(book.error) ? book.error.message : BOOKING_FAILED) : null

  return (
    <ConsolePanel id="order-courier" title="Courier" className="text-sm">
      {shipment ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted">Courier</dt>
          <dd>{shipment.courier}</dd>
          <dt className="text-muted">Parcel</dt>
          <dd>{STATE_LABELS[shipment.state]}</dd>
          {shipment.tracking_number ? (
            <>
              <dt className="text-muted">Tracking</dt>
              <dd className="break-all font-mono">{shipment.tracking_number}</dd>
            </>
          ) : null}
          <dt className="text-muted">Cost</dt>
          <dd>{formatNaira(shipment.cost)}</dd>
        </dl>
      ) : (
        <p className="mt-1 text-muted">
          Book the courier here and the tracking number fills itself in; the courier&apos;s updates
          then move the order to shipped and delivered.
        </p>
      )}
      {shipment?.tracking_url ? (
        <a
          href={shipment.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-11 items-center gap-1 underline decoration-gold underline-offset-4"
        >
          Courier&apos;s tracking page
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      {canBook ? (
        <Button
          className="mt-3"
          disabled={book.isPending}
          onClick={() => {
            book.mutate(undefined, {
              onSuccess: () => {
                toast.success('Courier booked')
              },
            })
          }}
        >
          {book.isPending ? 'Booking…' : shipment ? 'Book the courier again' : 'Book courier'}
        </Button>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-2 text-red-800">
          {failure}
        </p>
      ) : null}
    </ConsolePanel>
  )
}
