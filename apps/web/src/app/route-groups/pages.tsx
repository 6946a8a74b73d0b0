import type { RouteObject } from 'react-router'

/** Pages the spec left empty: /quiz, /notifications. Each route lazy, its own chunk. */
export const pagesRoutes: RouteObject[] = [
  {
    path: 'quiz',
    lazy: async () => ({ Component: (await import('../routes/quiz')).QuizRoute }),
  },
  {
    path: 'notifications',
    lazy: async () => ({
      Component: (await import('../routes/notifications')).NotificationsRoute,
    }),
  },
]
