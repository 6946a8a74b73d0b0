import { createHash, type Hash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type ContentEncoding = 'br' | 'gzip' | 'identity'

/**
 * A response body serialised, hashed and (optionally) compressed once, then sent as the same
 * bytes to every request: the catalogue is read far more often than it changes (docs/product.md §8,
 * docs/engineering.md §E5: a cached body is worth 4× a per-request serialisation).
 */
export interface PreparedResponse {
  contentType: string
  /** Hash of the identity body; each encoding's ETag is derived from it. */
  hash: string
  /** Whether these bytes leave as they are (precompressed, or too small to compress). */
  isFinal: boolean
  identity: Buffer
  /** Present only when smaller than the identity body. */
  br?: Buffer
  gzip?: Buffer
}

/** A body written to a file (docs/decisions/051): sent from disk, never held. */
export interface StoredBody {
  path: string
  bytes: number
}

/**
 * A body too large to hold whole (the whole-catalogue list at 20,000 products: 18 MB of JSON):
 * its identity bytes written to a file as they were made, its brotli and gzip copies (≈ 2 MB
 * each) held like a prepared body's (decision 051, 2026-11-29). Served and revalidated exactly
 * as a prepared one.
 */
export interface StoredResponse {
  contentType: string
  hash: string
  isFinal: true
  identity: StoredBody
  br?: Buffer
  gzip?: Buffer
}

/**
 * What is sent in this encoding (one `negotiateEncoding` chose among those held): bytes in
 * memory, or a stored body's identity file.
 */
export function bytesFor(
  body: PreparedResponse | StoredResponse,
  encoding: ContentEncoding,
): Buffer | StoredBody {
  return (encoding === 'identity' ? undefined : body[encoding]) ?? body.identity
}

/**
 * Read size for a stored body: 4× fewer reads than the stream's 64 KiB on the 18 MB list,
 * a quarter of a megabyte held per answer in flight.
 */
const FILE_READ_BYTES = 256 * 1024

/** Bodies below this are not worth a Content-Encoding header (app.ts gives @fastify/compress the same). */
const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * Brotli 10, not 11: on the seeded catalogue (42.5 KB of JSON) quality 11 saves 2% more bytes
 * (8.5 KB against 8.7 KB) but takes ~50 ms against ~13 ms, and every order's stock change
 * rebuilds the list while shoppers wait for it. Per request, @fastify/compress would spend
 * 0.3–1.5 ms on the same body; precompressed, it costs nothing.
 */
const BROTLI_QUALITY = 10

/**
 * Quality 10 grows with the body far faster than the body does: on the 19 MB list of 20,000
 * products it took 32 s of a core against 0.6 s at quality 6 (1.86 MB against 1.38 MB), and gzip
 * 9 0.7 s against 0.5 s at 6 (docs/decisions/032). Large bodies take the faster levels; a shopper
 * waits for the first compression of each.
 */
export const LARGE_BODY_BYTES = 1_000_000
export const LARGE_BROTLI_QUALITY = 6
export const LARGE_GZIP_LEVEL = 6

/**
 * Serialises once. With `precompress`, brotli and gzip bytes are made here, off the event loop
 * (zlib's async calls run on libuv's thread pool), at high levels: they are paid once per catalogue change, not once per request.
 * Without it (a body made for one shopper) @fastify/compress compresses on the way out.
 */
export async function prepareResponse(
  body: string,
  contentType: string,
  options: { precompress: boolean },
): Promise<PreparedResponse> {
  const identity = Buffer.from(body, 'utf8')
  const hash = contentHash(identity)
  const isSmall = identity.length < COMPRESS_THRESHOLD_BYTES
  const prepared: PreparedResponse = {
    contentType,
    hash,
    identity,
    isFinal: options.precompress || isSmall,
  }
  if (options.precompress && !isSmall) {
    const isLarge = identity.length > LARGE_BODY_BYTES
    const [br, gz] = await Promise.all([
      brotliAsync(identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: isLarge ? LARGE_BROTLI_QUALITY : BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: isLarge ? LARGE_GZIP_LEVEL : zlibConstants.Z_BEST_COMPRESSION }),
    ])
    if (br.length < identity.length) prepared.br = br
    if (gz.length < identity.length) prepared.gzip = gz
  }
  return prepared
}

/** Bytes already compressed by their format (a PNG): hashed once and sent as they are. */
export function prepareBytes(identity: Buffer, contentType: string): PreparedResponse {
  return { contentType, hash: contentHash(identity), identity, isFinal: true }
}

/** The hash a body's ETag is made from; an art URL's version is its start (decision 003). */
export function contentHash(body: Buffer | string): string {
  return contentHashOf(createHash('sha256').update(body))
}

/** contentHash of a body hashed as it streamed by (a `createHash('sha256')` fed every byte). */
export function contentHashOf(sha256: Hash): string {
  return sha256.digest('base64url').slice(0, 27)
}

/**
 * Strong ETags differ per encoding (RFC 9110 §8.8.3: different bytes, different strong tag).
 * A body left for @fastify/compress gets a weak tag, because its encoded bytes are not ours.
 */
export function etagFor(
  prepared: Pick<PreparedResponse, 'hash' | 'isFinal'>,
  encoding: ContentEncoding,
): string {
  if (!prepared.isFinal) return `W/"${prepared.hash}"`
  return encoding === 'identity' ? `"${prepared.hash}"` : `"${prepared.hash}-${encoding}"`
}

/** What a prepared body may be compressed as, best first. */
const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const

/**
 * Picks the best encoding the client accepts (q-values honoured, `*` understood) among those
 * prepared. Identity is always possible: refusing a shopper a catalogue helps no one.
 *
 * The header is read by @fastify/accept-negotiator (the parser @fastify/compress uses): one pass
 * over the characters, no backtracking. The regex it replaces spent ~200 ms of CPU on one 15 KB
 * header of spaces on the public catalogue route. Among equal weights the order of
 * `supported` decides: brotli first, as the smaller body.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean },
): ContentEncoding {
  const supported = COMPRESSED_ENCODINGS.filter((coding) => available[coding])
  if (!acceptEncoding || supported.length === 0) return 'identity'
  // Codings are case-insensitive (RFC 9110 §8.4.1); the library compares them as written.
  return negotiate(acceptEncoding.toLowerCase(), supported) ?? 'identity'
}

/** Whether If-None-Match names the current body in any of its encodings (weak comparison). */
export function matchesIfNoneMatch(
  header: string | undefined,
  prepared: Pick<PreparedResponse, 'hash'>,
): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const current = new Set([prepared.hash, `${prepared.hash}-br`, `${prepared.hash}-gzip`])
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .some((tag) => current.has(tag))
}

export interface SendOptions {
  cacheControl: string
  /** Request headers besides Accept-Encoding that chose this body (e.g. Authorization). */
  vary?: string[]
}

/** Answers with the prepared bytes, or a 304 when the client already holds them. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedResponse | StoredResponse,
  options: SendOptions,
): FastifyReply {
  const encoding = negotiateEncoding(request.headers['accept-encoding'], {
    br: prepared.br !== undefined,
    gzip: prepared.gzip !== undefined,
  })
  reply
    .header('Cache-Control', options.cacheControl)
    .header('Vary', ['Accept-Encoding', ...(options.vary ?? [])].join(', '))
    .header('ETag', etagFor(prepared, encoding))

  if (matchesIfNoneMatch(request.headers['if-none-match'], prepared)) {
    return reply.code(304).send()
  }
  reply.type(prepared.contentType)
  const body = bytesFor(prepared, encoding)
  // Setting Content-Encoding tells @fastify/compress the bytes are already compressed.
  if (body !== prepared.identity) reply.header('Content-Encoding', encoding)
  if (Buffer.isBuffer(body)) return reply.send(body)
  // A file written once per catalogue version: its length is known, so no chunked encoding.
  return reply
    .header('Content-Length', body.bytes)
    .send(createReadStream(body.path, { highWaterMark: FILE_READ_BYTES }))
}
