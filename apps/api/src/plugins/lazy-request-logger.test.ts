import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyChildLogger } from './lazy-request-logger.js'
import { loggerOptions } from './logger-options.js'

/** A Fastify app logging as the shop does (its options, the lazy request logger) into `lines`. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = []
  const app = Fastify({
    logger: {
      ...loggerOptions(level),
      stream: {
        write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
      },
    },
    childLoggerFactory: lazyChildLogger,
  })
  app.get('/quiet', async (request) => {
    request.log.info('nothing to see')
    request.log.debug('nor here')
    return { ok: true }
  })
  app.get('/fails', async () => {
    throw new Error('the shelf fell over')
  })
  app.get('/warns', async (request) => {
    request.log.warn({ productId: 7 }, 'stock looks odd')
    return { ok: true }
  })
  await app.ready()
  const makeChild = vi.spyOn(app.log, 'child')
  return { app, lines, makeChild }
}

describe('the lazy request logger', () => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => {
    await close?.()
    close = undefined
  })

  it('makes no child logger for a request that logs nothing at the enabled level', async () => {
    const { app, lines, makeChild } = await appLoggingAt('warn')
    close = () => app.close()
    const res = await app.inject({ method: 'GET', url: '/quiet' })
    expect(res.statusCode).toBe(200)
    expect(lines).toEqual([])
    expect(makeChild).not.toHaveBeenCalled()
  })

  it("still logs an error answer with the request's id, once the child is needed", async () => {
    const { app, lines, makeChild } = await appLoggingAt('warn')
    close = () => app.close()
    const res = await app.inject({ method: 'GET', url: '/fails' })
    expect(res.statusCode).toBe(500)
    const [line] = lines
    expect(lines).toHaveLength(1)
    expect(line).toMatchObject({
      level: 50,
      reqId: expect.stringMatching(/^req-/) as unknown,
      err: { message: 'the shelf fell over' },
    })
    expect(makeChild).toHaveBeenCalledTimes(1)
  })

  it("logs a route's own warning with its fields and the request's id", async () => {
    const { app, lines } = await appLoggingAt('warn')
    close = () => app.close()
    await app.inject({ method: 'GET', url: '/warns' })
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'stock looks odd',
        productId: 7,
        reqId: expect.stringMatching(/^req-/) as unknown,
      }),
    ])
  })

  it('at info, writes the request log as before: both lines carry the same request id', async () => {
    const { app, lines } = await appLoggingAt('info')
    close = () => app.close()
    await app.inject({ method: 'GET', url: '/quiet?token=secret-value' })
    const messages = lines.map((line) => line['msg'])
    expect(messages).toEqual(['incoming request', 'nothing to see', 'request completed'])
    const ids = new Set(lines.map((line) => line['reqId']))
    expect(ids.size).toBe(1)
    // The URL is still redacted by the app's request serializer.
    expect(JSON.stringify(lines)).not.toContain('secret-value')
  })
})
