import { preloadContract } from '../../../lib/api-client'

/**
 * The console's contracts (decision 042): the dashboard, orders and customers. A loader, so the
 * console's production chunk carries no schema; answers are checked in development and tests.
 */
export const adminContract = () => import('@scentia/contracts/admin')
preloadContract(adminContract)
