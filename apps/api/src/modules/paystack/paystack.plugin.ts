import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  createFetchTransport,
  createPaystackClient,
  PAYSTACK_TIMEOUT_MS,
  type PaystackClient,
  type PaystackTransport,
} from './paystack-client.js'
import { PAYSTACK_SIGNATURE_HEADER } from './paystack-signature.js'
import {
  paystackSandboxRoutes,
  type PaystackSandboxTiming,
} from './sandbox/paystack-sandbox.routes.js'

export type PaystackMode = 'sandbox' | 'test' | 'live'

/** Paystack as the rest of the API sees it: a client, and the key its webhooks are signed with. */
export interface PaystackGateway {
  mode: PaystackMode
  client: PaystackClient
  /** The key webhooks are checked against: PAYSTACK_SECRET_KEY, or the sandbox's own key. */
  webhookSecret: string
}

declare module 'fastify' {
  interface FastifyInstance {
    paystack: PaystackGateway
  }
}

export interface PaystackPluginOptions {
  /** Give up on a Paystack call after this long (default 15 s). */
  timeoutMs?: number
  /** The sandbox's pace; tests make it quick. */
  sandbox?: PaystackSandboxTiming
}

/** Where the sandbox lives and where it delivers webhooks, below the API prefix. */
export const SANDBOX_PATH = '/sandbox/paystack'
export const WEBHOOK_PATH = '/paystack/webhook'

/**
 * Chooses the Paystack the shop talks to (docs/product.md §4). With PAYSTACK_SECRET_KEY: the API at
 * PAYSTACK_BASE_URL (Paystack's own by default) over HTTPS. Without it, outside production: the
 * simulator mounted at /api/sandbox/paystack, reached through `app.inject` — the same client
 * code, the same HTTP requests and answers, the same routes a browser hits, only without a
 * socket. In-process rather than over loopback so it works before (and without) `listen`, in
 * tests on `app.inject`, behind any HOST/PORT, and cannot be reached by another machine's key.
 */
export const paystackPlugin = fp<PaystackPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { secretKey, baseUrl } = app.config.paystack
    const timeoutMs = options.timeoutMs ?? PAYSTACK_TIMEOUT_MS

    if (secretKey) {
      app.decorate('paystack', {
        mode: secretKey.startsWith('sk_live') ? 'live' : 'test',
        client: createPaystackClient({
          secretKey,
          transport: createFetchTransport(baseUrl, timeoutMs),
          timeoutMs,
        }),
        webhookSecret: secretKey,
      })
      return
    }
    if (app.config.nodeEnv === 'production') {
      // loadConfig refuses this first; a second guard costs nothing next to fake payments in production.
      throw new Error('PAYSTACK_SECRET_KEY is required in production')
    }

    // A fresh key per process: the simulator's transactions live in this process's memory too.
    const sandboxKey = `sk_test_sandbox_${randomBytes(24).toString('hex')}`
    const sandboxPrefix = `${app.prefix}${SANDBOX_PATH}`
    const webhookUrl = `${app.prefix}${WEBHOOK_PATH}`

    await app.register(paystackSandboxRoutes, {
      prefix: SANDBOX_PATH,
      secretKey: sandboxKey,
      clock: app.clock,
      ...options.sandbox,
      deliverWebhook: async (rawBody, signature) => {
        const response = await app.inject({
          method: 'POST',
          url: webhookUrl,
          headers: { 'content-type': 'application/json', [PAYSTACK_SIGNATURE_HEADER]: signature },
          payload: rawBody,
        })
        return response.statusCode
      },
    })

    const transport: PaystackTransport = async ({ method, path, headers, body }) => {
      const response = await app.inject({
        method,
        url: `${sandboxPrefix}${path}`,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      })
      return { status: response.statusCode, body: response.body }
    }
    app.devSurfaces.push(`Paystack sandbox at ${sandboxPrefix}`)
    app.decorate('paystack', {
      mode: 'sandbox',
      client: createPaystackClient({ secretKey: sandboxKey, transport, timeoutMs }),
      webhookSecret: sandboxKey,
    })
  },
  { name: 'paystack' },
)
