export { countUsesByPromo, type PromoRow, settleRedemption } from './promos.repository.js'
export { createPromosService, PROMO_HOLD_MS, type PromosService } from './promos.service.js'
