import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAuthTokenProvider, UNAUTHORIZED_EVENT } from '../../../lib/api-client'
import { buildAdminProduct } from '../../../test/factories'
import { uploadProductPhoto } from './admin-products'

const fetchMock = vi.fn<typeof fetch>()

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'rose.jpg', { type: 'image/jpeg' })

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  setAuthTokenProvider(() => 'owner-token')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('uploadProductPhoto (POST /api/admin/products/{id}/photos)', () => {
  it("sends the file's bytes with its type and the owner's bearer", async () => {
    const product = buildAdminProduct({ id: 3, has_photo: true })
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, product }))
    await expect(
      uploadProductPhoto(3, photo, { kind: 'authenticity', alt: 'The seal' }),
    ).resolves.toEqual({ success: true, product })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/admin/products/3/photos?kind=authenticity&alt=The+seal')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe(photo)
    const headers = new Headers(init?.headers)
    expect(headers.get('Content-Type')).toBe('image/jpeg')
    expect(headers.get('Authorization')).toBe('Bearer owner-token')
  })

  // The console checks its answers with their contracts (decision 042): a product that comes
  // back without what the editor reads is a server error, not a half-drawn editor.
  it('refuses an answer whose product is not whole', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, product: { id: 3 } }))
    await expect(uploadProductPhoto(3, photo)).rejects.toMatchObject({
      type: 'SERVER_ERROR',
      statusCode: 201,
    })
  })

  it('signs out on a 401 like every other call', async () => {
    const listener = vi.fn()
    window.addEventListener(UNAUTHORIZED_EVENT, listener)
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Token expired' }))
    await expect(uploadProductPhoto(3, photo)).rejects.toMatchObject({ type: 'UNAUTHORIZED' })
    window.removeEventListener(UNAUTHORIZED_EVENT, listener)
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
