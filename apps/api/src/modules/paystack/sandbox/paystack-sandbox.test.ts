import { runInNewContext } from 'node:vm'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../../db/schema/index.js'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js'
import {
  createShopper,
  eventually,
  initializePayment,
  mailTo,
  pickProducts,
  readPayment,
  signedChargeSuccess,
  type CatalogueProduct,
  type Shopper,
  postCheckout,
  verifyPayment,
  deliverWebhook,
} from '../../payments/payments-test-kit.js'

const SANDBOX = '/api/sandbox/paystack'

interface PopupMessage {
  message: { source: string; event: string; data: Record<string, unknown> }
  targetOrigin: string
}

/**
 * Runs the pop-up's script against a stub of the page it was served with: only the elements
 * whose ids the real HTML carries exist, so page and script must agree. Its fetch goes to the
 * app in-process. What the opener hears is collected.
 */
function runPopup(t: TestApp, html: string, card: string) {
  const messages: PopupMessage[] = []
  const pending: Promise<unknown>[] = []
  const state = { closed: false }
  const attrs = (tag: string): Record<string, string | undefined> =>
    Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2]]))

  class StubElement {
    textContent = ''
    className = ''
    hidden = false
    disabled = false
    private listeners = new Map<string, ((event: unknown) => void)[]>()
    constructor(readonly attributes: Record<string, string | undefined>) {}
    getAttribute(name: string) {
      return this.attributes[name] ?? null
    }
    addEventListener(type: string, listener: (event: unknown) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
    }
    fire(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener({ preventDefault() {} })
    }
    querySelector(selector: string) {
      return selector === 'input[name="card"]:checked' ? { value: card } : null
    }
  }

  const elements = new Map<string, StubElement>()
  for (const match of html.matchAll(/<[a-z]+\s[^>]*\bid="([^"]+)"[^>]*>/g)) {
    elements.set(match[1]!, new StubElement(attrs(match[0])))
  }
  const window = {
    opener: {
      postMessage: (message: PopupMessage['message'], targetOrigin: string) =>
        messages.push({ message, targetOrigin }),
    },
    parent: undefined as unknown,
    location: { origin: 'http://localhost:3000' },
    close: () => {
      state.closed = true
    },
  }
  window.parent = window
  const fetch = (
    url: string,
    init: { method: string; headers: Record<string, string>; body: string },
  ) => {
    const answer = t.app
      .inject({ method: init.method as 'POST', url, headers: init.headers, payload: init.body })
      .then((res) => ({ json: () => Promise.resolve(res.json<unknown>()) }))
    pending.push(answer)
    return answer
  }
  return {
    messages,
    state,
    elements,
    events: () => messages.map((entry) => entry.message.event),
    start: (script: string) => {
      runInNewContext(script, {
        document: { getElementById: (id: string) => elements.get(id) ?? null },
        window,
        fetch,
        setTimeout: (fn: () => void) => {
          fn()
        },
      })
    },
    settled: async () => {
      while (pending.length > 0) await pending.shift()
      // Let the promise chains after fetch run.
      await new Promise((resolve) => setTimeout(resolve, 20))
    },
  }
}

describe('the Paystack sandbox', () => {
  let t: TestApp
  let product: CatalogueProduct

  beforeAll(async () => {
    // No Paystack key: the sandbox. Quick, so the tests do not wait like a shopper would.
    t = await buildTestApp(
      {},
      { payments: { sandbox: { webhookDelayMs: 30, slowBankDelayMs: 400 } } },
    )
    ;[product] = (await pickProducts(t.database.db, 1, 20)) as [CatalogueProduct]
  })
  afterAll(() => t.close())

  const pay = (shopper: Shopper) =>
    initializePayment(t.app, shopper, [{ id: product.id, quantity: 1 }])
  const verify = (shopper: Shopper, reference: string) => verifyPayment(t.app, shopper, reference)
  const charge = (accessCode: string, card: string) =>
    t.app.inject({
      method: 'POST',
      url: `${SANDBOX}/checkout/${accessCode}/charge`,
      payload: { card },
    })

  it('runs a whole payment offline: pop-up, test card, verify, and a signed webhook that makes the order', async () => {
    const shopper = await createShopper(t.app, 'Ifeoma <b>Eze</b>')
    const init = await pay(shopper)
    expect(init.authorization_url).toBe(`${SANDBOX}/checkout/${init.access_code}`)

    const page = await t.app.inject({ method: 'GET', url: init.authorization_url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.body).toContain(shopper.email)
    expect(page.body).toContain(`₦${init.amount.toLocaleString('en-NG')}.00`)
    for (const card of ['4084 0840 8408 4081', 'Declined', 'Insufficient funds', 'Slow bank'])
      expect(page.body).toContain(card)
    // The CSP allows no inline script: the page's only script is the separate file.
    expect(page.body.match(/<script\b[^>]*>/g)).toEqual([
      `<script src="${SANDBOX}/checkout.js" defer>`,
    ])
    expect(page.body).toMatch(/<script[^>]*><\/script>/)
    const script = await t.app.inject({ method: 'GET', url: `${SANDBOX}/checkout.js` })
    expect(script.headers['content-type']).toContain('javascript')
    const css = await t.app.inject({ method: 'GET', url: `${SANDBOX}/checkout.css` })
    expect(css.headers['content-type']).toContain('text/css')

    expect((await verify(shopper, init.reference)).json()).toMatchObject({
      status: true,
      data: { status: 'abandoned' },
    })

    const paid = await charge(init.access_code, 'success')
    expect(paid.json()).toMatchObject({
      status: true,
      data: { status: 'success', reference: init.reference },
    })

    // Neither verify nor /checkout has run since the charge: only the webhook can make this order.
    const order = await eventually(async () => {
      const [row] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.transactionReference, init.reference))
      expect(row?.paymentStatus).toBe('paid')
      return row
    })
    expect((await verify(shopper, init.reference)).json()).toMatchObject({
      status: true,
      message: 'Verification successful',
      data: {
        status: 'success',
        channel: 'card',
        reference: init.reference,
        amount: init.amount_kobo,
      },
    })
    const checkout = await postCheckout(t.app, shopper, init.reference)
    expect(checkout.json()).toMatchObject({
      success: true,
      order_id: order?.orderId,
      message: 'Order placed successfully!',
    })
    await eventually(async () => {
      expect(await mailTo(t.database.db, shopper.email)).toHaveLength(1)
    })
  })

  it('lets a declined card be retried in the same pop-up', async () => {
    const shopper = await createShopper(t.app)
    const init = await pay(shopper)
    const declined = await charge(init.access_code, 'declined')
    expect(declined.json()).toMatchObject({
      status: false,
      data: { status: 'failed', gateway_response: 'Declined' },
    })
    expect((await verify(shopper, init.reference)).json()).toMatchObject({
      data: { status: 'failed' },
    })
    const broke = await charge(init.access_code, 'insufficient_funds')
    expect(broke.json()).toMatchObject({
      status: false,
      data: { gateway_response: 'Insufficient Funds' },
    })
    // A failed verify makes no order by itself (the browser records it through /checkout).
    expect((await readPayment(t.database.db, init.reference)).orderId).toBeNull()

    expect((await charge(init.access_code, 'success')).json()).toMatchObject({ status: true })
    expect((await verify(shopper, init.reference)).json()).toMatchObject({
      data: { status: 'success' },
    })
    expect((await charge(init.access_code, 'success')).statusCode).toBe(400)
  })

  it('keeps a slow bank ongoing until it answers', async () => {
    const shopper = await createShopper(t.app)
    const init = await pay(shopper)
    const slow = charge(init.access_code, 'slow_bank')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await verify(shopper, init.reference)).json()).toMatchObject({
      data: { status: 'ongoing' },
    })
    expect((await charge(init.access_code, 'success')).statusCode).toBe(409)
    expect((await slow).json()).toMatchObject({ status: true, data: { status: 'success' } })
    expect((await verify(shopper, init.reference)).json()).toMatchObject({
      data: { status: 'success' },
    })
  })

  it('speaks Paystack to holders of its key only, and refuses forged webhooks', async () => {
    const shopper = await createShopper(t.app)
    const init = await pay(shopper)
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: `${SANDBOX}/transaction/verify/${init.reference}`,
      headers: { authorization: 'Bearer sk_test_guess' },
    })
    expect(wrongKey.statusCode).toBe(401)
    expect(wrongKey.json()).toEqual({ status: false, message: 'Invalid key' })
    const noKey = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX}/transaction/initialize`,
      payload: { email: 'a@b.ng', amount: 100 },
    })
    expect(noKey.statusCode).toBe(401)

    const forged = signedChargeSuccess('sk_test_guess', {
      reference: init.reference,
      amount: init.amount_kobo,
    })
    const hook = await deliverWebhook(t.app, forged)
    expect(hook.statusCode).toBe(401)
    expect((await readPayment(t.database.db, init.reference)).orderId).toBeNull()
  })

  it('shows a not-found page for an unknown access code', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${SANDBOX}/checkout/0123456789abcdef` })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('Payment not found')
  })

  describe('the pop-up script tells its opener what happens, with Paystack-like events', () => {
    it('loaded, then success with the reference, then closes', async () => {
      const shopper = await createShopper(t.app)
      const init = await pay(shopper)
      const page = await t.app.inject({ method: 'GET', url: init.authorization_url })
      const script = (await t.app.inject({ method: 'GET', url: `${SANDBOX}/checkout.js` })).body
      const popup = runPopup(t, page.body, 'success')
      popup.start(script)
      expect(popup.events()).toEqual(['loaded:checkout', 'loaded:transaction'])
      expect(popup.messages[1]?.message).toEqual({
        source: 'scentia-paystack-sandbox',
        event: 'loaded:transaction',
        data: { reference: init.reference, amount: init.amount_kobo, email: shopper.email },
      })
      expect(popup.messages.every((entry) => entry.targetOrigin === 'http://localhost:3000')).toBe(
        true,
      )

      popup.elements.get('pay-form')?.fire('submit')
      await popup.settled()
      expect(popup.events()).toEqual(['loaded:checkout', 'loaded:transaction', 'success'])
      expect(popup.messages[2]?.message.data).toMatchObject({
        reference: init.reference,
        trxref: init.reference,
        status: 'success',
        message: 'Approved',
      })
      expect(popup.elements.get('status')?.textContent).toBe('Payment successful')
      expect(popup.state.closed).toBe(true)
      expect((await verify(shopper, init.reference)).json()).toMatchObject({
        data: { status: 'success' },
      })
    })

    it('a declined card says so and stays open; cancel tells the opener', async () => {
      const shopper = await createShopper(t.app)
      const init = await pay(shopper)
      const page = await t.app.inject({ method: 'GET', url: init.authorization_url })
      const script = (await t.app.inject({ method: 'GET', url: `${SANDBOX}/checkout.js` })).body
      const popup = runPopup(t, page.body, 'declined')
      popup.start(script)
      popup.elements.get('pay-form')?.fire('submit')
      await popup.settled()
      expect(popup.events()).toEqual(['loaded:checkout', 'loaded:transaction', 'charge:failed'])
      expect(popup.elements.get('status')?.textContent).toBe('Declined. Try another card.')
      expect(popup.elements.get('pay-button')?.disabled).toBe(false)
      expect(popup.state.closed).toBe(false)

      popup.elements.get('cancel-button')?.fire('click')
      expect(popup.events().at(-1)).toBe('cancel')
      expect(popup.messages.at(-1)?.message.data).toEqual({ reference: init.reference })
      expect(popup.state.closed).toBe(true)
    })
  })
})
