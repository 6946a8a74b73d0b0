import { randomInt } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { type Account, ADDRESS, type Shopper, type StockedProduct } from './mixed-accounts.js'
import { type Answer, call, parse } from './mixed-http.js'
import type { PurchaseSample, Sample, StepName } from './mixed-stats.js'
import type { MixedSettings } from './mixed-workload.js'

/**
 * The mixed workload's journeys through the shop, each request timed and judged
 * (bench/README.md, section 4). Accounts are made in mixed-accounts.ts.
 */

const pick = <T>(items: readonly T[]): T => {
  const item = items[randomInt(items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

export interface RunState {
  samples: Sample[]
  purchases: PurchaseSample[]
  completedPurchases: number
  heldBack: number
  /** performance.now() at the start of the shoppers' clock. */
  origin: number
  stopAtMs: number
  /** The step each shopper is waiting on now (by shopper index): what a stuck run names. */
  inFlight: Map<number, StepName>
}

/**
 * One shopper's journeys until the time is up: browse (catalogue, a product, its delivery fee),
 * price a cart as checkout does, and in `buyShare` of the journeys pay for it through the
 * sandbox. A purchase that has started is finished after the deadline, so every payment the
 * bench begins ends as an order (or an error the report counts).
 */
export async function shop(
  shopper: Shopper,
  products: StockedProduct[],
  settings: MixedSettings,
  state: RunState,
): Promise<void> {
  const base = shopper.baseUrl
  const now = () => performance.now() - state.origin
  const isOver = () => now() >= state.stopAtMs
  const think = () => sleep(randomInt(settings.thinkMs.min, settings.thinkMs.max + 1))
  const record = (
    step: StepName,
    startedAtMs: number,
    answer: Answer,
    ok: boolean,
    problem?: string,
  ) => {
    state.samples.push({
      step,
      startedAtMs,
      durationMs: answer.durationMs,
      status: answer.status,
      ok,
      process: shopper.process,
      ...((problem ?? answer.error) ? { problem: problem ?? answer.error } : {}),
    })
  }
  const step = async (
    name: StepName,
    url: string,
    init: Parameters<typeof call>[1],
    judge: (answer: Answer) => string | undefined = () => undefined,
    okStatuses: number[] = [200],
  ): Promise<Answer | undefined> => {
    const startedAtMs = now()
    state.inFlight.set(shopper.index, name)
    const answer = await call(url, init)
    state.inFlight.delete(shopper.index)
    const isOkStatus = okStatuses.includes(answer.status)
    const problem = isOkStatus ? judge(answer) : undefined
    record(name, startedAtMs, answer, isOkStatus && problem === undefined, problem)
    return isOkStatus && problem === undefined ? answer : undefined
  }

  // Shoppers do not all arrive in the same millisecond.
  await sleep(randomInt(0, settings.thinkMs.max + 1))
  while (!isOver()) {
    const account = pick(shopper.accounts)
    const browsing = { authorization: account.authorization, 'x-forwarded-for': shopper.address }
    // The shop a page at a time, as /shop reads it (docs/product.md §11), not §S7's whole list:
    // at 20,000 products that list is 18 MB of JSON, which no page of the shop fetches any more.
    await step('catalogue', `${base}/api/products?page=${randomInt(1, 3)}`, { headers: browsing })
    if (isOver()) break
    await think()
    const product = pick(products)
    await step('product', `${base}/api/product/${encodeURIComponent(product.productId)}`, {
      headers: browsing,
    })
    if (isOver()) break
    await think()
    const fee = (subtotal: number) =>
      `${base}/api/shipping/fee?${new URLSearchParams({
        state: ADDRESS.state,
        lga: ADDRESS.lga,
        ward: ADDRESS.ward,
        subtotal: String(subtotal),
      }).toString()}`
    await step('delivery fee', fee(product.price), { headers: browsing })
    if (isOver()) break
    await think()

    const cart = new Map<number, { id: number; quantity: number; price: number }>()
    for (let lines = randomInt(1, 4); lines > 0; lines--) {
      const chosen = pick(products)
      const line = cart.get(chosen.id) ?? { id: chosen.id, quantity: 0, price: chosen.price }
      line.quantity += randomInt(1, 3)
      cart.set(chosen.id, line)
    }
    const items = [...cart.values()]
    const subtotal = items.reduce((sum, line) => sum + line.price * line.quantity, 0)
    await step('cart pricing', fee(subtotal), { headers: browsing })
    if (isOver()) break
    await think()
    if (Math.random() >= settings.buyShare) continue

    const buyer = shopper.accounts.find((candidate) => candidate.budget.canCall(Date.now()))
    if (!buyer) {
      state.heldBack += 1
      continue
    }
    if (isOver()) break
    buyer.budget.record(Date.now())
    await purchase(buyer, items)
    await think()
  }

  async function purchase(buyer: Account, items: { id: number; quantity: number }[]) {
    const headers = { authorization: buyer.authorization, 'x-forwarded-for': shopper.address }
    const startedAtMs = now()
    const initialized = await step('initialize', `${base}/api/payments/initialize`, {
      method: 'POST',
      headers,
      json: {
        cart_items: items.map(({ id, quantity }) => ({ id, quantity })),
        shipping: {
          full_name: buyer.fullName,
          email: buyer.email,
          phone_number: ADDRESS.phone_number,
          street_address: ADDRESS.street_address,
          state: ADDRESS.state,
          lga: ADDRESS.lga,
          ward: ADDRESS.ward,
          city: ADDRESS.city,
        },
      },
    })
    const payment = initialized
      ? (parse(initialized.body) as { reference?: string; access_code?: string } | undefined)
      : undefined
    if (!initialized || !payment?.reference || !payment.access_code) return
    // The shopper types the test card into the pop-up.
    await think()
    const charged = await step(
      'sandbox charge',
      `${base}/api/sandbox/paystack/checkout/${encodeURIComponent(payment.access_code)}/charge`,
      { method: 'POST', json: { card: 'success' } },
      (answer) =>
        (parse(answer.body) as { status?: boolean } | undefined)?.status === true
          ? undefined
          : 'not charged',
    )
    if (!charged) return
    const verified = await step(
      'verify',
      `${base}/api/payments/verify/${encodeURIComponent(payment.reference)}`,
      { headers },
      (answer) =>
        (parse(answer.body) as { data?: { status?: string } } | undefined)?.data?.status ===
        'success'
          ? undefined
          : 'not success',
    )
    if (!verified) return
    const ordered = await step(
      'checkout',
      `${base}/api/checkout`,
      {
        method: 'POST',
        headers,
        json: {
          user_id: buyer.userId,
          full_name: buyer.fullName,
          email: buyer.email,
          phone_number: ADDRESS.phone_number,
          shipping_address: ADDRESS.street_address,
          city: ADDRESS.city,
          state: ADDRESS.state,
          cart_items: [],
          total_amount: 1,
          shipping_fee: 0,
          payment_status: 'success',
          payment_method: 'CARD',
          transaction_reference: payment.reference,
        },
      },
      (answer) =>
        (parse(answer.body) as { success?: boolean } | undefined)?.success === true
          ? undefined
          : 'no order',
      [200, 201],
    )
    if (!ordered) return
    state.completedPurchases += 1
    state.purchases.push({
      startedAtMs,
      shopMs: initialized.durationMs + verified.durationMs + ordered.durationMs,
    })
  }
}
