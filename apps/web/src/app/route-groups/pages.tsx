import type { RouteObject } from 'react-router'
import { privatePage, quizHandle } from '../route-heads'

/** Pages the spec left empty: /quiz, /notifications. Each route lazy, its own chunk. */
export const pagesRoutes: RouteObject[] = [
  {
    path: 'quiz',
    handle: quizHandle,
    lazy: async () => ({ Component: (await import('../routes/quiz')).QuizRoute }),
  },
  {
    path: 'notifications',
    handle: privatePage('Notifications'),
    lazy: async () => ({
      Component: (await import('../routes/notifications')).NotificationsRoute,
    }),
  },
]
