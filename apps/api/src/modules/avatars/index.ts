export { avatarsRoutes } from './avatars.routes.js'
