export { LGA_RENAMES, locationKey } from './location-names.js'
export { createLocationsRepository } from './locations.repository.js'
export { locationsRoutes } from './locations.routes.js'
export { createLocationsService } from './locations.service.js'
