import type { DehydratedState } from '@tanstack/react-query'
import { ApiError } from '../lib/api-client'

/**
 * A failed query crosses from server to browser as plain JSON, which keeps no class: an
 * ApiError is written as its fields and made an ApiError again before hydration, so a page
 * that showed "not found" on the server shows the same in the browser.
 */
interface WireApiError {
  apiError: { message: string; type: ApiError['type']; statusCode: number | null }
}

export function errorsToWire(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error
      if (!(error instanceof ApiError)) return query
      const wire: WireApiError = {
        apiError: { message: error.message, type: error.type, statusCode: error.statusCode },
      }
      return { ...query, state: { ...query.state, error: wire as unknown as Error } }
    }),
  }
}

export function errorsFromWire(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as unknown as Partial<WireApiError> | null
      if (!error?.apiError) return query
      const { message, type, statusCode } = error.apiError
      const restored = new ApiError({ message, type, statusCode, details: null })
      return { ...query, state: { ...query.state, error: restored } }
    }),
  }
}
