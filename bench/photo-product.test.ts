import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { BENCH_PHOTOS, benchPhoto } from './photo-product.js'

// The photos section 3 uploads: real JPEGs a phone could have taken, within the upload's limit.
describe('the bench product photos', () => {
  it('are distinct 1,600 × 2,000 JPEGs under the 2 MB upload limit', async () => {
    const photos = await Promise.all(
      Array.from({ length: BENCH_PHOTOS }, (_, i) => benchPhoto(i + 1)),
    )
    for (const photo of photos) {
      const meta = await sharp(photo).metadata()
      expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 2000 })
      expect(photo.byteLength).toBeLessThan(2_000_000)
      // Encoded like a photo, not a flat colour a few hundred bytes long.
      expect(photo.byteLength).toBeGreaterThan(10_000)
    }
    expect(new Set(photos.map((photo) => photo.toString('base64'))).size).toBe(BENCH_PHOTOS)
  })
})
