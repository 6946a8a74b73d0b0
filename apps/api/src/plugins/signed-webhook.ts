import { HttpError, badRequest } from './error-handler.js'

/**
 * A webhook's body (Paystack's, a courier's), read as bytes so that its signature is checked over
 * exactly what was sent: unsigned, or not bytes, is a 401; signed but not JSON, a 400.
 */
export function signedJsonBody(
  body: unknown,
  isSigned: (raw: Buffer) => boolean,
): { raw: Buffer; parsed: unknown } {
  if (!Buffer.isBuffer(body) || !isSigned(body)) {
    throw new HttpError(401, 'UNAUTHORIZED', 'Invalid signature')
  }
  try {
    return { raw: body, parsed: JSON.parse(body.toString('utf8')) as unknown }
  } catch {
    throw badRequest('The request body is not valid JSON')
  }
}
