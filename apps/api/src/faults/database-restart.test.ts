import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  buildPaystackTestApp,
  createShopper,
  deliverWebhook,
  eventually,
  FAKE_SECRET_KEY,
  initializePayment,
  pickProducts,
  postCheckout,
  signedChargeSuccess,
  type InitializeAnswer,
  type PaystackTestApp,
  type Shopper,
} from '../modules/payments/payments-test-kit.js'
import { UNAVAILABLE_MESSAGE } from '../plugins/error-handler.js'
import { openTestDatabase, testEngine } from '../test/build-test-app.js'
import { withAdmin } from '../test/global-setup.js'
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js'
import { expectShopInvariants, stockOf } from './faults-test-kit.js'

const SHOPPERS = 6

/**
 * PostgreSQL restarting while shoppers check out. The server is shared with every test running
 * at once, so it is never stopped: the restart is played on this file's own database, as the app
 * sees one: every session of it is terminated (57P01, what a restart's shutdown sends) and the
 * path to it is cut (new connections reset) until it "comes back".
 */
describe.skipIf(testEngine !== 'postgres')(
  'PostgreSQL restarting under a purchase load (PostgreSQL only: PGlite runs inside the process, it cannot restart under the app)',
  () => {
    let proxy: TcpProxy
    let t: PaystackTestApp
    let databaseName: string
    const adminUrl = () => inject('postgresTemplate').url

    beforeAll(async () => {
      const server = new URL(adminUrl())
      proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port) })
      const database = await openTestDatabase({
        connectVia: (url) => {
          const proxied = new URL(url)
          databaseName = proxied.pathname.slice(1)
          proxied.host = `127.0.0.1:${proxy.port}`
          return proxied.toString()
        },
      })
      t = await buildPaystackTestApp({}, { payments: { timeoutMs: 2_000 } }, { database })
    })
    afterAll(async () => {
      proxy.restore()
      await t.close()
      await proxy.close()
    })

    /** The restart's first half: sessions terminated, the port refusing. */
    async function goDown() {
      proxy.cut()
      await withAdmin(adminUrl(), (client) =>
        client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [databaseName],
        ),
      )
    }

    const readiness = () => t.app.inject({ method: 'GET', url: '/api/health/ready' })

    it('answers 503 in the shop’s shape while it is down, recovers by itself, and loses or doubles no order', async () => {
      const bought = await pickProducts(t.database.db, 2, 50)
      const stockBefore = await stockOf(
        t.database.db,
        bought.map((product) => product.id),
      )
      const shoppers: Shopper[] = []
      const payments: InitializeAnswer[] = []
      for (let i = 0; i < SHOPPERS; i++) {
        const shopper = await createShopper(t.app)
        const product = bought[i % bought.length]
        if (!product) throw new Error('no product')
        const payment = await initializePayment(t.app, shopper, [{ id: product.id, quantity: 2 }])
        t.fake.settle(payment.reference, { status: 'success' })
        shoppers.push(shopper)
        payments.push(payment)
      }

      // Half the shoppers check out as the restart begins, the rest while it is down.
      const half = SHOPPERS / 2
      const racing = shoppers
        .slice(0, half)
        .map((shopper, i) => postCheckout(t.app, shopper, payments[i]?.reference ?? ''))
      await goDown()
      const during = await Promise.all([
        ...racing,
        ...shoppers
          .slice(half)
          .map((shopper, i) => postCheckout(t.app, shopper, payments[half + i]?.reference ?? '')),
      ])
      const notReady = await readiness()

      for (const answer of during) {
        expect([200, 201, 503]).toContain(answer.statusCode)
        if (answer.statusCode === 503) {
          expect(answer.json()).toEqual({
            success: false,
            code: 'SERVER_ERROR',
            message: UNAVAILABLE_MESSAGE,
          })
          expect(answer.headers['retry-after']).toBe('5')
        }
      }
      // The ones sent while it was down cannot have got through.
      expect(during.slice(half).map((answer) => answer.statusCode)).toEqual(
        Array.from({ length: SHOPPERS - half }, () => 503),
      )
      expect(notReady.statusCode).toBe(503)

      // PostgreSQL is back: the same app, no restart of its own, is ready again.
      proxy.restore()
      await eventually(async () => {
        expect((await readiness()).statusCode).toBe(200)
      })

      // Shoppers whose checkout failed try again; Paystack's webhook arrives for every payment
      // (a second finaliser racing the retries). Each payment ends as one order.
      const retries = await Promise.all([
        ...shoppers.map((shopper, i) => postCheckout(t.app, shopper, payments[i]?.reference ?? '')),
        ...payments.map((payment) =>
          deliverWebhook(
            t.app,
            signedChargeSuccess(FAKE_SECRET_KEY, {
              reference: payment.reference,
              amount: payment.amount_kobo,
            }),
          ),
        ),
      ])
      for (const answer of retries) expect([200, 201]).toContain(answer.statusCode)

      await expectShopInvariants(t.database.db, {
        userIds: shoppers.map((shopper) => shopper.userId),
        stockBefore,
        completedPurchases: SHOPPERS,
      })
    })
  },
)
