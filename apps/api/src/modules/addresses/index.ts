export { insertAddress, matchLocation } from './addresses.repository.js'
export { addressesRoutes } from './addresses.routes.js'
export { checkLocation, createAddressesService, resolveLocation } from './addresses.service.js'
