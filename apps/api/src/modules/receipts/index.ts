/*
 * Receipts (docs/product.md §12): a paid order's receipt, read from the orders module's readers.
 * Writes nothing (docs/decisions/035).
 */
export { receiptsRoutes } from './receipts.routes.js'
export {
  createReceiptsService,
  RECEIPT_NOT_FOUND_MESSAGE,
  type ReceiptsService,
} from './receipts.service.js'
