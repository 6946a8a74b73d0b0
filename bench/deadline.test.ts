import { createServer, type Server } from 'node:http'
import { once } from 'node:events'
import { afterEach, describe, expect, it } from 'vitest'
import { DeadlineError, settleWithin } from './deadline.js'
import { call } from './mixed-http.js'

describe('settleWithin', () => {
  it('passes on what settles in time', async () => {
    await expect(settleWithin(Promise.resolve(7), 1_000, () => 'nothing')).resolves.toBe(7)
    await expect(
      settleWithin(Promise.reject(new Error('boom')), 1_000, () => 'nothing'),
    ).rejects.toThrow('boom')
  })

  it('fails with who is still waiting when the work never settles', async () => {
    const never = new Promise<never>(() => undefined)
    const outcome = settleWithin(never, 50, () => '2 shoppers in catalogue')
    await expect(outcome).rejects.toBeInstanceOf(DeadlineError)
    await expect(outcome).rejects.toThrow('not settled after 0 s: 2 shoppers in catalogue')
  })
})

describe('call (the mixed workload’s request)', () => {
  let server: Server | undefined
  afterEach(async () => {
    server?.closeAllConnections()
    server?.close()
    server = undefined
  })

  /** Headers and half the body, then silence: the socket stays open and the body never ends. */
  async function stallingServer(): Promise<string> {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
      response.write('{"productList":[')
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    return `http://127.0.0.1:${address.port}/`
  }

  it('answers status 0 TimeoutError when the body stalls past the deadline', async () => {
    const url = await stallingServer()
    const answer = await call(url, {}, 200)
    expect(answer).toMatchObject({ status: 0, error: 'TimeoutError', body: '' })
    expect(answer.durationMs).toBeGreaterThanOrEqual(190)
    expect(answer.durationMs).toBeLessThan(5_000)
  })

  it('answers a refused connection as status 0, never by throwing', async () => {
    const url = await stallingServer()
    server?.close()
    server?.closeAllConnections()
    const answer = await call(url, {}, 1_000)
    expect(answer.status).toBe(0)
    expect(answer.error).toBeDefined()
  })
})
