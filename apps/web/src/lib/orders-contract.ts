import { preloadContract } from './api-client'

/**
 * An order's contract (decision 042), loaded only when an answer is checked (decision 036): the
 * track page and a transfer's instructions both read GET /api/order/{id}.
 */
export const ordersContract = () => import('@scentia/contracts/orders')
preloadContract(ordersContract)

/** GET /api/order/{id}: the whole order for its owner, the public tracking view for anyone else. */
export const orderLookupAnswerSchema = async () => (await ordersContract()).orderLookupAnswerSchema
