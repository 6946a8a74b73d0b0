import { appConfigSchema } from '@scentia/contracts/config'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTER_TOO_LONG_MESSAGE } from '../../app.js'
import { buildTestApp, testEngine, type TestApp } from '../../test/build-test-app.js'

describe('system', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('reports health and the database engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', db: testEngine })
  })

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })

  it('answers router failures (an over-long path parameter) in the same JSON shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${'x'.repeat(300)}` })
    expect(res.statusCode).toBe(414)
    expect(res.json()).toMatchObject({ success: false, message: ROUTER_TOO_LONG_MESSAGE })
  })

  it('answers a value that fails a schema with a sentence naming the field, not zod’s text', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/avatar/ada.svg?backgroundColor=${'a'.repeat(21)}`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Background color must be at most 20 characters.',
    })
  })

  it('serves the runtime config with sandbox payments when no secret key is set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' })
    // The storefront checks this answer with the same contract (decision 042).
    expect(appConfigSchema.parse(res.json())).toMatchObject({
      payment: { provider: 'paystack', mode: 'sandbox', publicKey: null },
      supportEmail: 'support@scentia.ng',
      whatsappNumber: null,
      // No courier key: checkout shows the owner's table and asks no courier (decision 044).
      delivery: { liveQuotes: false },
    })
  })

  it("serves the shop's WhatsApp number in E.164 when WHATSAPP_NUMBER is set", async () => {
    const other = await buildTestApp({ whatsappNumber: '+2348031234567' })
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/config' })
      expect(res.json()).toMatchObject({ whatsappNumber: '+2348031234567' })
    } finally {
      await other.close()
    }
  })

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('lets an image, and nothing else, load from a blob: URL (the console’s photo preview)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    const directives = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    )
    expect(directives.get('img-src')).toContain('blob:')
    for (const [name, sources] of directives) {
      if (name !== 'img-src') expect(sources, name).not.toContain('blob:')
    }
  })
})
