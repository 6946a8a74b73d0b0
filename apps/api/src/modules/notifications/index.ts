export { notificationsRoutes } from './notifications.routes.js'
export { createNotificationsService } from './notifications.service.js'
