import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  etagFor,
  matchesIfNoneMatch,
  negotiateEncoding,
  prepareResponse,
  type ContentEncoding,
} from './prepared-response.js'

const both = { br: true, gzip: true }

describe('negotiateEncoding', () => {
  it.each<[string | undefined, { br: boolean; gzip: boolean }, ContentEncoding]>([
    [undefined, both, 'identity'],
    ['', both, 'identity'],
    ['gzip', both, 'gzip'],
    ['gzip, deflate, br', both, 'br'],
    ['br;q=0.5, gzip', both, 'gzip'],
    ['br;q=0, gzip;q=0', both, 'identity'],
    ['GZIP', both, 'gzip'],
    ['*', both, 'br'],
    ['*;q=0.1, gzip;q=0.8', both, 'gzip'],
    ['br, gzip', { br: false, gzip: true }, 'gzip'],
    ['br', { br: false, gzip: true }, 'identity'],
    ['deflate', both, 'identity'],
    ['identity', both, 'identity'],
    ['gzip;q=junk', both, 'identity'],
    // Weights, refusals and wildcards (the parser changed, the answers must not).
    ['gzip;q=1.0, br;q=0.9', both, 'gzip'],
    ['gzip;q=0.5, br;q=0.5', both, 'br'],
    ['br;q=0', both, 'identity'],
    ['br;q=0, gzip;q=0.1', both, 'gzip'],
    ['gzip;q=0', { br: false, gzip: true }, 'identity'],
    ['*;q=0', both, 'identity'],
    ['*', { br: false, gzip: true }, 'gzip'],
    ['*', { br: false, gzip: false }, 'identity'],
    ['identity;q=1, *;q=0', both, 'identity'],
    ['deflate, *;q=0.5', { br: false, gzip: true }, 'gzip'],
    ['x-gzip, compress', both, 'identity'],
    [' gzip ,  br ; q=0.2 ', both, 'gzip'],
    ['Br;Q=0.9, gzip;q=0.8', both, 'br'],
    [',,,;;;', both, 'identity'],
  ])('Accept-Encoding %j with %o picks %s', (header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected)
  })
})

describe('prepareResponse', () => {
  const big = JSON.stringify({
    items: Array.from({ length: 200 }, (_, i) => ({ i, name: `item ${i}` })),
  })

  it('precompresses bodies worth compressing, with bytes that decode to the original', async () => {
    const prepared = await prepareResponse(big, 'application/json', { precompress: true })
    expect(prepared.identity.toString()).toBe(big)
    expect(prepared.gzip && gunzipSync(prepared.gzip).toString()).toBe(big)
    expect(prepared.br?.length).toBeLessThan(prepared.identity.length)
  })

  it.each([
    // Quality 10 on a catalogue of 20,000 (19 MB) took 32 s of a core (docs/decisions/032).
    ['a body over 1 MB', 6, 6, 1_200_000],
    ['a body under it', 10, 9, 200_000],
  ])('compresses %s at brotli %i and gzip %i', async (_, quality, level, bytes) => {
    const items = Array.from({ length: Math.ceil(bytes / 10) }, (_, i) => ({ i, name: `n${i}` }))
    const body = JSON.stringify(items).slice(0, bytes)
    expect(body).toHaveLength(bytes)
    const prepared = await prepareResponse(body, 'application/json', { precompress: true })
    const identity = Buffer.from(body)
    const expected = {
      br: brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzip: gzipSync(identity, { level }),
    }
    // Compared as booleans: a diff of two megabyte buffers would take minutes to print.
    expect(prepared.br?.equals(expected.br)).toBe(true)
    expect(prepared.gzip?.equals(expected.gzip)).toBe(true)
  })

  it('leaves small bodies and one-shopper bodies uncompressed', async () => {
    expect(
      (await prepareResponse('{"a":1}', 'application/json', { precompress: true })).gzip,
    ).toBeUndefined()
    expect(
      (await prepareResponse(big, 'application/json', { precompress: false })).gzip,
    ).toBeUndefined()
  })

  it('hashes the body: same body same hash, different body different hash', async () => {
    const a = await prepareResponse(big, 'application/json', { precompress: false })
    const b = await prepareResponse(big, 'application/json', { precompress: false })
    const c = await prepareResponse(`${big} `, 'application/json', { precompress: false })
    expect(a.hash).toBe(b.hash)
    expect(a.hash).not.toBe(c.hash)
  })

  it('gives each encoding its own strong ETag, and weak ones to bodies the plugin may compress', async () => {
    const pre = await prepareResponse(big, 'application/json', { precompress: true })
    expect(etagFor(pre, 'identity')).toBe(`"${pre.hash}"`)
    expect(etagFor(pre, 'gzip')).toBe(`"${pre.hash}-gzip"`)
    expect(etagFor(pre, 'br')).toBe(`"${pre.hash}-br"`)
    const plain = await prepareResponse(big, 'application/json', { precompress: false })
    expect(etagFor(plain, 'identity')).toBe(`W/"${plain.hash}"`)
    const small = await prepareResponse('{"a":1}', 'application/json', { precompress: false })
    expect(etagFor(small, 'identity')).toBe(`"${small.hash}"`)
  })

  it('matches If-None-Match against any encoding of the current body, weak or strong', async () => {
    const pre = await prepareResponse(big, 'application/json', { precompress: true })
    expect(matchesIfNoneMatch(`"${pre.hash}"`, pre)).toBe(true)
    expect(matchesIfNoneMatch(`W/"${pre.hash}-gzip"`, pre)).toBe(true)
    expect(matchesIfNoneMatch(`"old", "${pre.hash}-br"`, pre)).toBe(true)
    expect(matchesIfNoneMatch('*', pre)).toBe(true)
    expect(matchesIfNoneMatch('"old"', pre)).toBe(false)
    expect(matchesIfNoneMatch(undefined, pre)).toBe(false)
    expect(matchesIfNoneMatch(`"${pre.hash}-deflate"`, pre)).toBe(false)
  })
})
