import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTermiiSender } from './termii-sender.js'

const API_KEY = 'TLsecret-key-never-in-errors'
/** How the server answers the next request. */
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' }
let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      const { status, body, delayMs = 0 } = answer
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(body)
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const send = () =>
  createTermiiSender({ apiKey: API_KEY, senderId: 'Scentia', baseUrl, timeoutMs: 300 }).send({
    to: '+2348031234567',
    text: 'Hello',
    kind: 'sms-test',
  })

describe('the Termii client: what counts as sent', () => {
  it('takes a 200 with a message id as sent', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ message_id: '9122821270554876574', message: 'Successfully Sent' }),
    }
    await expect(send()).resolves.toBeUndefined()
  })

  it.each([
    ['a 500', { status: 500, body: '{"message":"Internal Server Error"}' }, 'Termii answered 500'],
    ['a 401 naming the reason', { status: 401, body: '{"message":"Invalid API key"}' }, 'Invalid'],
    [
      'a 200 without a message id',
      { status: 200, body: '{"message":"Insufficient balance"}' },
      'did not send',
    ],
    ['a 200 that is not JSON', { status: 200, body: '<html>' }, 'did not send'],
    ['no answer in time', { status: 200, body: '{}', delayMs: 1_000 }, 'did not answer within'],
  ])('fails on %s, never quoting the key', async (_case, next, reason) => {
    answer = next
    const error = await send().then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toContain(reason)
    expect((error as Error).message).not.toContain(API_KEY)
  })
})
