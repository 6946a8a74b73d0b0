import { OWNER_ONLY_MESSAGE } from '@scentia/domain/admin/order-console'
import {
  History,
  LayoutDashboard,
  Lock,
  MessageSquareText,
  Package,
  ShoppingBag,
  Tag,
  Undo2,
  Users,
} from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { NavLink, useLocation } from 'react-router'
import { Button, ButtonLink } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { openAccountPanel } from '../../../lib/account-panel'
import { isApiError } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { useAdminStats } from '../api/admin-stats'
import { ListSkeleton, LoadError } from '../../../components/ui/query-states'

const LINKS = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingBag, end: false },
  { to: '/admin/returns', label: 'Returns', icon: Undo2, end: false },
  { to: '/admin/products', label: 'Products', icon: Package, end: false },
  { to: '/admin/customers', label: 'Customers', icon: Users, end: false },
  { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareText, end: false },
  { to: '/admin/promos', label: 'Promo codes', icon: Tag, end: false },
  { to: '/admin/activity', label: 'Activity', icon: History, end: false },
] as const

/**
 * The console's door. The server decides who is an owner (the stats call answers 401/403), so
 * the browser never holds a role it could be tricked into trusting.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const session = useSession()
  const stats = useAdminStats(session.isAuthenticated)

  let body: ReactNode
  if (session.isLoading) {
    body = <ListSkeleton rows={3} />
  } else if (
    !session.isAuthenticated ||
    (isApiError(stats.error) && stats.error.statusCode === 401)
  ) {
    body = (
      <StatusPanel
        icon={<Lock aria-hidden="true" />}
        title="Sign in to the owner's console"
        headingLevel="h1"
        actions={
          <Button
            onClick={() => {
              openAccountPanel('login')
            }}
          >
            Sign In
          </Button>
        }
      >
        The console is for the shop's owners.
      </StatusPanel>
    )
  } else if (isApiError(stats.error) && stats.error.statusCode === 403) {
    body = (
      <StatusPanel
        icon={<Lock aria-hidden="true" />}
        title="Owners only"
        headingLevel="h1"
        actions={<ButtonLink to="/">Return Home</ButtonLink>}
      >
        {OWNER_ONLY_MESSAGE}
      </StatusPanel>
    )
  } else if (stats.error) {
    body = <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
  } else if (stats.isPending) {
    body = <ListSkeleton rows={3} />
  } else {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6 md:px-8 md:py-10">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase print:hidden">
          Owner's console
        </p>
        <ConsoleNav />
        <div className="mt-6">{children}</div>
      </div>
    )
  }
  return <div className="mx-auto max-w-7xl px-4 py-10 md:px-8">{body}</div>
}

/**
 * The console's sections as tabs. On a phone they scroll sideways, a tab at a time (the rail's
 * snap points), and the page's own tab is brought into view: on Activity, the last, the owner
 * would otherwise not see where they are (decision 055).
 */
function ConsoleNav() {
  const navRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  useEffect(() => {
    const nav = navRef.current
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!nav || !current) return
    // The rail alone scrolls, never the page (scrollIntoView would move both); centred if it can.
    nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2
  }, [pathname])
  return (
    <nav
      ref={navRef}
      aria-label="Console"
      className="relative mt-3 -mx-4 snap-x scroll-px-4 overflow-x-auto px-4 md:mx-0 md:px-0 print:hidden"
    >
      <ul className="flex w-max min-w-full gap-2 border-b border-line pr-4 pb-3 md:pr-0">
        {LINKS.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="snap-start">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap ${
                  isActive ? 'bg-ink text-cream' : 'text-ink hover:bg-ink/[0.06]'
                }`
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
