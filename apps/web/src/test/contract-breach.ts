import { expect } from 'vitest'
import { ApiError } from '../lib/api-client'

/**
 * The error `promise` rejects with, asserted to be the client's "server error": an answer that
 * breaks its contract from packages/contracts (decision 042) is refused, never shown.
 */
export async function contractBreach(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the answer to be refused')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ type: 'SERVER_ERROR', statusCode: 200 })
  return error as ApiError
}
