import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import { Bell, ChevronRight, Heart, LogOut, Settings, Truck } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { useSession } from '../../../lib/session'
import { UserAvatar } from './user-avatar'

/** docs/product.md §S9: the panel lists 2 recent orders; 'View all orders' shows when there are more. */
export const RECENT_ORDERS_SHOWN = 2
/** How long the panel takes to slide out on Sign Out before the session goes. */
export const SIGN_OUT_ANIMATION_MS = 300

interface MyAccountProps {
  /** Wishlist size for the badge (the wishlist feature counts it; the app passes it in). */
  wishlistCount?: number | undefined
  /** How many orders the shopper has, for the Notification badge (the orders feature's list). */
  orderCount?: number | undefined
  /** The recent-orders area, composed by the app from the orders feature. */
  recentOrders?: ReactNode
  /** Called when a menu link is followed, to close the panel. */
  onNavigate: () => void
  /** Signs out (session, product reload); called after the slide-out animation. */
  onSignOut: () => Promise<void>
}

function Badge({ count, label }: { count: number | undefined; label: string }) {
  if (count === undefined || count <= 0) return null
  return (
    <span className="ml-auto min-w-6 rounded-full bg-gold px-2 py-0.5 text-center text-xs font-semibold text-ink">
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  )
}

/** The signed-in side of the account panel (docs/product.md §S2): 'My Account', menu, recent orders, Sign Out. */
export function MyAccount({
  wishlistCount,
  orderCount,
  recentOrders,
  onNavigate,
  onSignOut,
}: MyAccountProps) {
  const { user, isLoading } = useSession()
  const [leaving, setLeaving] = useState(false)

  if (isLoading || !user) return <MyAccountSkeleton />

  function signOut() {
    setLeaving(true)
    setTimeout(() => {
      void onSignOut()
    }, SIGN_OUT_ANIMATION_MS)
  }

  const menu = [
    {
      to: '/notifications',
      label: 'Notification',
      icon: Bell,
      count: orderCount,
      unit: 'orders',
    },
    { to: '/wishlist', label: 'Wishlist', icon: Heart, count: wishlistCount, unit: 'items' },
    { to: '/orders/track', label: 'Track an Order', icon: Truck, count: undefined, unit: '' },
    {
      to: '/account/settings',
      label: 'Account Settings',
      icon: Settings,
      count: undefined,
      unit: '',
    },
  ] as const

  return (
    <div
      className={`flex flex-col gap-6 px-5 py-6 transition-[transform,opacity] duration-300 ease-in ${leaving ? 'translate-x-full opacity-0' : ''}`}
      data-testid="my-account"
    >
      {/* The dialog's own title is the 'My Account' heading; this is its visible label. */}
      <section aria-label="Profile" className="flex items-center gap-4">
        <UserAvatar name={user.full_name} profileLink={user.profile_link} />
        <div className="min-w-0">
          <p
            aria-hidden="true"
            className="text-xs font-semibold tracking-[0.16em] text-muted uppercase"
          >
            My Account
          </p>
          <p className="truncate font-serif text-xl">{user.full_name}</p>
          <p className="truncate text-sm text-muted">{user.email}</p>
          {user.phone_number ? (
            <p className="text-sm text-muted">{formatNigerianMobileLocal(user.phone_number)}</p>
          ) : null}
        </div>
      </section>

      <nav aria-label="Account">
        <ul className="divide-y divide-line rounded-2xl border border-line bg-white/50">
          {menu.map(({ to, label, icon: Icon, count, unit }) => (
            <li key={to}>
              <Link
                to={to}
                onClick={onNavigate}
                className="flex min-h-12 items-center gap-3 px-4 py-3 text-sm hover:bg-sand/60"
              >
                <Icon aria-hidden="true" className="size-[1.1rem] text-gold-deep" />
                <span>{label}</span>
                <Badge count={count} label={unit} />
                <ChevronRight
                  aria-hidden="true"
                  className={`size-4 text-muted ${count ? '' : 'ml-auto'}`}
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {recentOrders ? (
        <section aria-labelledby="recent-orders-heading" className="flex flex-col gap-3">
          <h3 id="recent-orders-heading" className="font-serif text-lg">
            Recent Orders
          </h3>
          {recentOrders}
          {orderCount !== undefined && orderCount > RECENT_ORDERS_SHOWN ? (
            <ButtonLink
              to="/orders"
              variant="link"
              onClick={onNavigate}
              className="self-start text-sm"
            >
              View all orders
            </ButtonLink>
          ) : null}
        </section>
      ) : orderCount !== undefined && orderCount > RECENT_ORDERS_SHOWN ? (
        <ButtonLink to="/orders" variant="link" onClick={onNavigate} className="self-start text-sm">
          View all orders
        </ButtonLink>
      ) : null}

      <Button variant="outline" onClick={signOut} disabled={leaving}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign Out
      </Button>
    </div>
  )
}

export function MyAccountSkeleton() {
  return (
    <div
      role="status"
      className="flex flex-col gap-6 px-5 py-6"
      aria-busy="true"
      aria-label="Loading your account"
    >
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3 w-32" />
        </div>
      </div>
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-11 w-full rounded-full" />
    </div>
  )
}
