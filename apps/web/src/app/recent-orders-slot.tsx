import { RecentOrders } from '../features/orders/components/recent-orders'

/** The orders feature's recent orders, for the account panel (which the accounts feature draws). */
export function RecentOrdersSlot({
  userId,
  onNavigate,
}: {
  userId: number
  onNavigate: () => void
}) {
  return <RecentOrders userId={userId} onNavigate={onNavigate} />
}
