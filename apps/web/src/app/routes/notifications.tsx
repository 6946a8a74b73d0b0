import { PageIntro } from '../../components/layout/page-intro'
import { SignInRequired } from '../../components/ui/sign-in-required'
import { StatusPanel } from '../../components/ui/status-panel'
import { NotificationsList } from '../../features/notifications/components/notifications-list'
import { useSession } from '../../lib/session'

const SIGN_IN_MESSAGE = 'Please sign in to view your notifications.'

/** /notifications (docs/product.md §7): signed in only; visitors get the 'Sign in Required' modal. */
export function NotificationsRoute() {
  const { isAuthenticated, isLoading } = useSession()
  return (
    <div className="mx-auto max-w-3xl px-5 py-14 md:px-8 md:py-20">
      <PageIntro eyebrow="Your orders" title="Notifications">
        Every step of your orders, from the moment you pay to the knock on your door.
      </PageIntro>
      {isLoading ? (
        <p role="status" className="mt-8 text-muted">
          Checking authentication...
        </p>
      ) : isAuthenticated ? (
        <NotificationsList />
      ) : (
        <>
          <SignInRequired message={SIGN_IN_MESSAGE} />
          <StatusPanel title="Sign in to see your notifications">{SIGN_IN_MESSAGE}</StatusPanel>
        </>
      )}
    </div>
  )
}
