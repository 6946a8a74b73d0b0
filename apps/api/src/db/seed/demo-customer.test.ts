import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.js'
import { users } from '../schema/index.js'
import { DEMO_CUSTOMER, seedDemoCustomer } from './demo-customer.js'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('demo customer seed', () => {
  it('signs in with the documented credentials, verified, with a primary Lagos address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({
      user_id: 2026,
      full_name: 'Adaeze Okafor',
      email: 'demo@scentia.ng',
      verified: true,
      profile_link: '/api/avatar/adaeze.svg?backgroundColor=ecd9b0',
      addresses: [
        {
          street_address: '12 Allen Avenue',
          state: 'Lagos',
          lga: 'Ikeja',
          ward: 'Anifowoshe/Ikeja',
          isPrimary: true,
        },
      ],
    })
  })

  it('is idempotent', async () => {
    await seedDemoCustomer(t.database.db)
    await seedDemoCustomer(t.database.db)
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_CUSTOMER.email))
    expect(rows).toHaveLength(1)
  })
})
