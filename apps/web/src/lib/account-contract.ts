import { preloadContract } from './api-client'

/**
 * The account's contracts (decision 042): sign-in, the mailed links, the profile and addresses.
 * A loader, so zod and the schemas stay out of the first-load shell and are fetched only where
 * answers are checked (decision 036); the session store in the shell checks GET /profile with it.
 */
export const accountContract = () => import('@scentia/contracts/account')
preloadContract(accountContract)
