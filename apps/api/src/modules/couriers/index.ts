/*
 * Couriers behind one interface (docs/decisions/044-couriers.md): the only writer of `shipments`.
 */
export { CourierError, type Courier, type CourierRate, type Parcel } from './courier.js'
export { couriersRoutes } from './couriers.routes.js'
export { createCouriersService, type CouriersService } from './couriers.service.js'
export {
  createShipbubbleCourier,
  SHIPBUBBLE_PROVIDER,
  SHIPBUBBLE_SIGNATURE_HEADER,
} from './shipbubble-client.js'
export { createQuoteTokens, quoteDigest, type QuoteTokens } from './quote-tokens.js'
