import {
  notificationTitle,
  type OrderNotification,
} from '@scentia/domain/notifications/notification'
import type { OrderStatus } from '@scentia/domain/orders/status'
import {
  Bell,
  CheckCheck,
  Clock,
  PackageCheck,
  PackageOpen,
  RotateCcw,
  Truck,
  Undo2,
  XCircle,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { SkeletonStack } from '../../../components/ui/skeleton-stack'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useMarkNotificationsRead, useNotifications } from '../api/notifications'
import { trackPath } from '../../../config/paths'

const STATUS_ICONS: Record<OrderStatus, ReactNode> = {
  pending: <Clock aria-hidden="true" className="size-5" />,
  processing: <PackageOpen aria-hidden="true" className="size-5" />,
  shipped: <Truck aria-hidden="true" className="size-5" />,
  delivered: <PackageCheck aria-hidden="true" className="size-5" />,
  cancelled: <XCircle aria-hidden="true" className="size-5" />,
  refunded: <Undo2 aria-hidden="true" className="size-5" />,
}

const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' })

function formatWhen(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : dateTime.format(time)
}

/** The Notifications page's body (docs/product.md §7): the shopper's order status changes, newest first. */
export function NotificationsList() {
  const { data, isPending, isError, refetch } = useNotifications()
  const markRead = useMarkNotificationsRead()

  if (isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading notifications" className="mt-8 flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="flex gap-4 rounded-2xl border border-line bg-white/60 p-5">
            <Skeleton className="size-11 rounded-full" />
            <SkeletonStack className="flex-1" shapes={['h-5 w-40', 'mt-2 h-4 w-64 max-w-full']} />
          </li>
        ))}
      </ul>
    )
  }

  if (isError) {
    return (
      <StatusPanel
        role="alert"
        title="We couldn't load your notifications"
        actions={
          <Button
            onClick={() => {
              void refetch()
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Try Again
          </Button>
        }
      >
        Please check your connection and try again.
      </StatusPanel>
    )
  }

  if (data.notifications.length === 0) {
    return (
      <StatusPanel
        icon={<Bell aria-hidden="true" className="size-6" />}
        title="No notifications yet"
        actions={<ButtonLink to="/shop">Start shopping</ButtonLink>}
      >
        When you place an order, every step of its journey shows up here.
      </StatusPanel>
    )
  }

  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted">
          {data.unread === 0 ? 'All caught up' : `${data.unread} unread`}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={data.unread === 0 || markRead.isPending}
          onClick={() => {
            markRead.mutate(undefined)
          }}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark all as read
        </Button>
      </div>
      {markRead.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          We couldn&apos;t update your notifications. Please try again.
        </p>
      ) : null}
      <ul className="mt-4 flex flex-col gap-3">
        {data.notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={() => {
              if (!notification.read) markRead.mutate([notification.id])
            }}
          />
        ))}
      </ul>
    </div>
  )
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: OrderNotification
  onOpen: () => void
}) {
  const title = notificationTitle(notification)
  return (
    <li
      className={`flex gap-4 rounded-2xl border p-5 ${
        notification.read ? 'border-line bg-white/40' : 'border-gold/60 bg-white shadow-sm'
      }`}
    >
      <span
        className={`flex size-11 shrink-0 items-center justify-center rounded-full ${
          notification.status === 'delivered'
            ? 'bg-green-100 text-green-800'
            : 'bg-sand text-gold-deep'
        }`}
      >
        {STATUS_ICONS[notification.status]}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 className={`text-base ${notification.read ? 'font-medium' : 'font-semibold'}`}>
            {notification.read ? null : (
              <>
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block size-2 rounded-full bg-gold align-middle"
                />
                <span className="sr-only">Unread: </span>
              </>
            )}
            {title}
          </h2>
          <time dateTime={notification.created_at} className="text-xs text-muted">
            {formatWhen(notification.created_at)}
          </time>
        </div>
        <p className="mt-1 text-sm">{notification.message}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link
            to={trackPath(notification.order_id)}
            onClick={onOpen}
            className="inline-flex min-h-11 items-center font-medium underline decoration-gold decoration-2 underline-offset-4 hover:decoration-ink"
          >
            <span className="sr-only">Track order </span>
            {notification.order_id}
          </Link>
          {notification.tracking_number ? (
            <span className="text-muted">Tracking number: {notification.tracking_number}</span>
          ) : null}
        </p>
      </div>
    </li>
  )
}
