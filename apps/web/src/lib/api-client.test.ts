import { shippingFeeAnswerSchema } from '@scentia/contracts/shipping'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  API_TIMEOUT_MS,
  ApiError,
  apiFetch,
  apiRequest,
  setAuthTokenProvider,
  UNAUTHORIZED_EVENT,
} from './api-client'

const fetchMock = vi.fn<typeof fetch>()

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** The error `promise` rejects with, asserted to be an ApiError. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  setAuthTokenProvider(() => null)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('calls /api paths with JSON and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, productList: [] }))

    const body = await apiRequest('/user/product/list', { query: { user_id: null, q: 'oud' } })

    expect(body).toEqual({ success: true, productList: [] })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/user/product/list?q=oud')
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json')
  })

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }))
    await apiRequest('/login', { method: 'POST', body: { email: 'a@b.ng' }, auth: false })
    const init = fetchMock.mock.calls[0]![1]!
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"email":"a@b.ng"}')
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json')
  })

  it('sends the bearer token from the provider, but not on calls that opt out', async () => {
    setAuthTokenProvider(() => 'token-123')
    fetchMock.mockImplementation(async () => jsonResponse(200, {}))

    await apiRequest('/profile')
    await apiRequest('/login', { method: 'POST', body: {}, auth: false })

    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe(
      'Bearer token-123',
    )
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).has('Authorization')).toBe(false)
  })

  it('sends no Authorization header when the provider has no token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}))
    await apiRequest('/user/product/list')
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('Authorization')).toBe(false)
  })

  it('keeps the status for calls whose meaning depends on it (login answers 204)', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    const response = await apiFetch('/login', { method: 'POST', body: {}, auth: false })
    expect(response.status).toBe(204)
    expect(response.data).toBeUndefined()
  })
})

describe('apiRequest failures (docs/product.md §S8 mapping)', () => {
  it.each([
    [400, { message: 'Email is required' }, 'VALIDATION_ERROR', 'Email is required'],
    [422, { error: 'Bad ward' }, 'VALIDATION_ERROR', 'Bad ward'],
    [403, { message: 'Nope' }, 'FORBIDDEN', 'Nope'],
    [404, { success: false, message: 'Product not found' }, 'NOT_FOUND', 'Product not found'],
    [500, { message: 'stack trace here' }, 'SERVER_ERROR', 'Server error - please try again later'],
    [503, '<html>Bad gateway</html>', 'SERVER_ERROR', 'Server error - please try again later'],
    [429, {}, 'UNKNOWN_ERROR', 'An unexpected error occurred'],
  ])('a %i answer becomes %s', async (status, body, type, message) => {
    fetchMock.mockResolvedValue(
      typeof body === 'string' ? new Response(body, { status }) : jsonResponse(status, body),
    )
    const error = await rejection(apiRequest('/anything'))
    expect(error.type).toBe(type)
    expect(error.message).toBe(message)
    expect(error.statusCode).toBe(status)
  })

  it('keeps the response body as details', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { success: false, message: 'Gone' }))
    const error = await rejection(apiRequest('/product/x'))
    expect(error.details).toEqual({ success: false, message: 'Gone' })
  })

  it('broadcasts a 401 to the app (docs/product.md §S4 Session)', async () => {
    const listener = vi.fn()
    window.addEventListener(UNAUTHORIZED_EVENT, listener)
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Token expired' }))

    const error = await rejection(apiRequest('/profile'))

    window.removeEventListener(UNAUTHORIZED_EVENT, listener)
    expect(error.type).toBe('UNAUTHORIZED')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('does not broadcast other failures', async () => {
    const listener = vi.fn()
    window.addEventListener(UNAUTHORIZED_EVENT, listener)
    fetchMock.mockResolvedValue(jsonResponse(403, {}))
    await rejection(apiRequest('/profile'))
    window.removeEventListener(UNAUTHORIZED_EVENT, listener)
    expect(listener).not.toHaveBeenCalled()
  })

  it('maps a network failure to NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const error = await rejection(apiRequest('/locations'))
    expect(error.type).toBe('NETWORK_ERROR')
    expect(error.message).toBe('Network error - please check your connection')
    expect(error.statusCode).toBeNull()
  })

  it('maps a caller cancelling to UNKNOWN_ERROR', async () => {
    fetchMock.mockImplementation(abortableNeverEndingFetch)
    const controller = new AbortController()
    const request = apiRequest('/locations', { signal: controller.signal })
    controller.abort()
    const error = await rejection(request)
    expect(error.type).toBe('UNKNOWN_ERROR')
    expect(error.message).toBe('Request was cancelled')
  })
})

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
function abortableNeverEndingFetch(_input: RequestInfo | URL, init?: RequestInit) {
  return new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => {
      reject(new DOMException('The operation was aborted.', 'AbortError'))
    })
  })
}

describe('the 60 s timeout (docs/product.md §S7, §S9)', () => {
  it('is 60 seconds', () => {
    expect(API_TIMEOUT_MS).toBe(60_000)
  })

  it("gives up after 60 s with 'Request timeout'", async () => {
    vi.useFakeTimers()
    fetchMock.mockImplementation(abortableNeverEndingFetch)

    const request = rejection(apiRequest('/user/product/list'))
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)

    const error = await request
    expect(error.type).toBe('NETWORK_ERROR')
    expect(error.message).toBe('Request timeout')
  })

  it('also covers a body that stalls after the headers arrive', async () => {
    vi.useFakeTimers()
    fetchMock.mockImplementation(async (_input, init) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          init?.signal?.addEventListener('abort', () => {
            controller.error(new DOMException('The operation was aborted.', 'AbortError'))
          })
        },
      })
      return new Response(stream, { status: 200 })
    })

    const request = rejection(apiRequest('/user/product/list'))
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS)
    expect((await request).message).toBe('Request timeout')
  })

  it('clears its timer when the answer comes in time', async () => {
    vi.useFakeTimers()
    fetchMock.mockResolvedValue(jsonResponse(200, {}))
    await apiRequest('/health')
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('apiRequest with a contract (docs/decisions/042)', () => {
  const fee = {
    success: true,
    fee: 3500,
    baseFee: 3500,
    estimate: '1-2 business days',
    label: '₦3,500',
  }

  it('returns an answer that keeps to the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, fee))
    await expect(apiRequest('/shipping/fee', { schema: shippingFeeAnswerSchema })).resolves.toEqual(
      fee,
    )
  })

  it('refuses an answer that breaks it with a server error, never showing the wrong figure', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...fee, fee: '3500' }))
    const error = await rejection(
      apiRequest('/shipping/fee', { schema: shippingFeeAnswerSchema, alwaysCheck: true }),
    )
    expect(error.type).toBe('SERVER_ERROR')
    expect(error.statusCode).toBe(200)
    expect(error.message).toBe('Server error - please try again later')
  })

  it('loads a contract passed as a loader only to check an answer, and checks with it', async () => {
    // The shell's calls pass a loader so zod stays out of the first load (decisions 036, 042).
    const load = vi.fn(() => Promise.resolve(shippingFeeAnswerSchema))
    fetchMock.mockResolvedValue(jsonResponse(200, fee))
    await expect(apiRequest('/shipping/fee', { schema: load })).resolves.toEqual(fee)
    expect(load).toHaveBeenCalledTimes(1)
    fetchMock.mockResolvedValue(jsonResponse(200, { ...fee, fee: '3500' }))
    const error = await rejection(apiRequest('/shipping/fee', { schema: load }))
    expect(error.type).toBe('SERVER_ERROR')
  })
})
