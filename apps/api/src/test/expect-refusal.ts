import { expect } from 'vitest'
import type { InjectResponse } from './injector.js'

/**
 * A refusal as the error handler answers every one (docs/product.md §2): the status, and a body
 * that is exactly `{ success: false, code, message }`, the stable machine code beside the words.
 */
export function expectRefusal(
  res: Pick<InjectResponse, 'statusCode' | 'body' | 'json'>,
  status: number,
  code: string,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json()).toEqual({ success: false, code, message })
}
