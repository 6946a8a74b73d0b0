import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { call, expectOk, parse } from './mixed-http.js'
import { CallBudget } from './mixed-stats.js'

/**
 * The mixed workload's shoppers and their accounts, made as a person makes one (bench/README.md,
 * section 4).
 */

/** A Lagos address the fee table knows (docs/product.md §S9), as the payment tests use. */
export const ADDRESS = {
  street_address: '12 Allen Avenue',
  state: 'Lagos',
  lga: 'Ikeja',
  ward: 'Anifowoshe/Ikeja',
  city: 'Anifowoshe/Ikeja, Ikeja',
  phone_number: '0803 123 4567',
} as const

/** Per account: initialize allows 20 a minute (payments.routes.ts); keep clear of the edge. */
export const INITIALIZE_BUDGET = { max: 18, windowMs: 61_000 }

export interface StockedProduct {
  id: number
  productId: string
  price: number
}

export interface Account {
  userId: number
  email: string
  fullName: string
  authorization: string
  budget: CallBudget
}

export interface Shopper {
  index: number
  process: number
  baseUrl: string
  /** The shopper's own client address (X-Forwarded-For, trusted): per-address limits are theirs. */
  address: string
  accounts: Account[]
}

/** Shopper n's address: 10.77.x.y, one per shopper, never a real client's. */
export function shopperAddress(index: number): string {
  return `10.77.${Math.floor(index / 250) + 1}.${(index % 250) + 1}`
}

/**
 * A verified, signed-in account the way a person makes one: sign-up, the link from the dev
 * mailbox, /verification with the sign-up password and address, then sign-in.
 */
export async function createAccount(shopper: Shopper, n: number): Promise<Account> {
  const base = shopper.baseUrl
  const xff = { 'x-forwarded-for': shopper.address }
  const email = `bench-${shopper.index}-${n}-${randomBytes(3).toString('hex')}@example.ng`
  const password = `Oud-${randomBytes(6).toString('hex')}-Bench!`
  const fullName = 'Adaeze Bench'
  const signUp = await call(`${base}/api/signup`, {
    method: 'POST',
    headers: xff,
    json: { full_name: fullName, email, password },
  })
  // Sign-up's answer names no account (decision 004): the id comes with the sign-in below.
  expectOk('sign-up', signUp, [201])

  // The mail leaves after the answer: poll the dev mailbox (loopback only) for it.
  let token: string | undefined
  const deadline = Date.now() + 15_000
  while (token === undefined) {
    const mailbox = await call(`${base}/dev/mailbox.json`)
    expectOk('the dev mailbox', mailbox)
    const messages =
      (parse(mailbox.body) as { messages: { to: string; text: string }[] } | undefined)?.messages ??
      []
    const mail = messages.find((message) => message.to === email)
    token = mail ? /\/verification\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined
    if (token === undefined) {
      if (Date.now() > deadline) throw new Error(`no verification mail to ${email} within 15 s`)
      await sleep(100)
    }
  }
  const verify = await call(`${base}/api/verify`, {
    method: 'POST',
    headers: xff,
    json: {
      token,
      password,
      street_address: ADDRESS.street_address,
      state: ADDRESS.state,
      lga: ADDRESS.lga,
      ward: ADDRESS.ward,
      phone_number: ADDRESS.phone_number,
    },
  })
  expectOk('POST /api/verify', verify)
  const login = await call(`${base}/api/login`, {
    method: 'POST',
    headers: xff,
    json: { email, password },
  })
  expectOk('sign-in', login)
  const session = parse(login.body) as
    { access_token?: string; user?: { user_id?: number } } | undefined
  const accessToken = session?.access_token
  const userId = session?.user?.user_id
  if (!accessToken || typeof userId !== 'number')
    throw new Error(`sign-in gave no access_token and user: ${login.body}`)
  return {
    userId,
    email,
    fullName,
    authorization: `Bearer ${accessToken}`,
    budget: new CallBudget(INITIALIZE_BUDGET.max, INITIALIZE_BUDGET.windowMs),
  }
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function inBatches<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++]
        if (item !== undefined) await task(item)
      }
    }),
  )
}
