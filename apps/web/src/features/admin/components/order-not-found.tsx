import type { ReactNode } from 'react'
import { ButtonLink } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'

interface ConsoleNotFoundProps {
  title: string
  /** The list the record would be in, and its link's words. */
  backTo: string
  backLabel: string
  children: ReactNode
}

/** The console's answer when a page's address names a record (an order, a return) that is not there. */
export function ConsoleNotFound({ title, backTo, backLabel, children }: ConsoleNotFoundProps) {
  return (
    <StatusPanel title={title} actions={<ButtonLink to={backTo}>{backLabel}</ButtonLink>}>
      {children}
    </StatusPanel>
  )
}

/** An order's page or packing slip naming an order that does not exist. */
export function OrderNotFound({ orderId }: { orderId: string }) {
  return (
    <ConsoleNotFound title="Order not found" backTo="/admin/orders" backLabel="Back to orders">
      No order has the id {orderId}.
    </ConsoleNotFound>
  )
}
