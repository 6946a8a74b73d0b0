export { contactRoutes } from './contact.routes.js'
export { createContactService } from './contact.service.js'
