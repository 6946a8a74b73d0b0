import { preloadContract } from './api-client'

/**
 * The contracts of money after the sale (decision 042): cancellations, refunds and returns, the
 * shopper's and the console's. A loader, so zod and the schemas stay out of the first-load
 * shell (decision 036) and are fetched only where answers are checked.
 */
export const afterSaleContract = () => import('@scentia/contracts/after-sale')
preloadContract(afterSaleContract)

/** An order moved after the sale (cancelled, refunded, a return asked): a sentence and the order. */
export const orderMoveAnswerSchema = async () => (await afterSaleContract()).orderMoveAnswerSchema
