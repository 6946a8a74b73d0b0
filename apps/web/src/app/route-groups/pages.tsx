import type { RouteObject } from 'react-router'
import { lazyPage } from '../page-router'
import { privatePage, quizHandle } from '../route-heads'

/**
 * Pages the spec left empty: /quiz, /notifications, and the back-in-stock mail's confirmation
 * link. Each route lazy, its own chunk.
 */
export const pagesRoutes: RouteObject[] = [
  {
    path: 'quiz',
    handle: quizHandle,
    Component: lazyPage(async () => (await import('../routes/quiz')).QuizRoute),
  },
  {
    path: 'stock-alerts/confirm',
    handle: privatePage('Confirm Your Alert'),
    Component: lazyPage(
      async () => (await import('../routes/stock-alert-confirm')).StockAlertConfirmRoute,
    ),
  },
  {
    path: 'notifications',
    handle: privatePage('Notifications'),
    Component: lazyPage(async () => (await import('../routes/notifications')).NotificationsRoute),
  },
]
