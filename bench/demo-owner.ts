import { eq } from 'drizzle-orm'
import type { Db } from '../apps/api/src/db/client.js'
import { DEMO_CUSTOMER } from '../apps/api/src/db/seed/demo-customer.js'
import { users } from '../apps/api/src/db/schema/index.js'

/**
 * The sections that time the owner's console (the dashboard, a product's photos) sign in as the
 * demo customer made the owner, as `npm run admin:create` would make a real one: its mailbox
 * proven, so the console lets it in.
 */
export async function makeDemoCustomerOwner(db: Db, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ role: 'admin', mailboxProvenAt: at })
    .where(eq(users.id, DEMO_CUSTOMER.userId))
}

/** Signs the demo owner in through POST /api/login and answers its access token. */
export async function signInDemoOwner(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  })
  const session = (await login.json()) as { access_token?: string }
  if (!login.ok || !session.access_token) {
    throw new Error(`the owner could not sign in (${login.status})`)
  }
  return session.access_token
}
