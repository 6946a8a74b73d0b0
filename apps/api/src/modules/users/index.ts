export {
  findUserProfile,
  profileLink,
  stopCheckoutReminders,
  toAddress,
} from './users.repository.js'
export { userIdParams, usersRoutes } from './users.routes.js'
export { createUsersService } from './users.service.js'
