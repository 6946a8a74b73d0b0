export { readShopExtras, type ShopExtras } from './shop-settings.repository.js'
export { shopSettingsRoutes } from './shop-settings.routes.js'
export { createShopSettingsService, type ShopSettingsService } from './shop-settings.service.js'
