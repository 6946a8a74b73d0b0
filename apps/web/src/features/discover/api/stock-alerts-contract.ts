import { preloadContract } from '../../../lib/api-client'

/**
 * "Tell me when it's back" and its mailed link's contracts (decision 042). A loader: the product
 * page offers the alert, and zod stays out of its first load (decision 036).
 */
export const stockAlertsContract = () => import('@scentia/contracts/stock-alerts')
preloadContract(stockAlertsContract)
