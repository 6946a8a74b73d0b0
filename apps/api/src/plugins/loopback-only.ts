import { isIP } from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Whether a socket address is this machine: 127.0.0.0/8, ::1, or either written as an
 * IPv4-mapped IPv6 address (a dual-stack listener reports `::ffff:127.0.0.1`).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const plain = address.toLowerCase().replace(/^::ffff:/, '')
  if (isIP(plain) === 4) return plain.startsWith('127.')
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1'
}

/**
 * An onRequest hook for the dev surfaces (the mail outbox, the Paystack sandbox): they hand out
 * reset links and make paid orders, so only this machine may use them (docs/product.md §2).
 * The peer is judged by the TCP socket, never `request.ip`: behind TRUST_PROXY that is whatever
 * X-Forwarded-For says, and anyone can write `X-Forwarded-For: 127.0.0.1`. (A reverse proxy on
 * this machine would make every client look local, which is why production registers no dev
 * surface at all.) Others get the 404 of an unknown API path, so the surface is not even seen.
 */
export async function loopbackOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (isLoopbackAddress(request.socket.remoteAddress)) return undefined
  const url = request.url.split('?')[0] ?? '/'
  return reply.status(404).send({
    success: false,
    code: 'NOT_FOUND',
    message: `No API route for ${request.method} ${url}`,
  })
}
