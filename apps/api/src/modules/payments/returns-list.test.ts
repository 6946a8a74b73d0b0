import { ADMIN_PAGE_SIZE } from '@scentia/domain/admin/order-console'
import { beforeAll, describe, expect, it } from 'vitest'
import { returns } from '../../db/schema/index.js'
import { useOwnerConsole } from '../admin/admin-test-kit.js'
import { pickProducts, type CatalogueProduct } from './payments-test-kit.js'

/*
 * The console's Returns list pages as the console's other lists do (page, page_size, total:
 * docs/decisions/043, amended 2026-11-28), newest first, the state filter counted too. The
 * requests are written straight to the table: returns.test.ts covers how they are really asked.
 */
describe('the Returns list', () => {
  const kit = useOwnerConsole()
  const REQUESTED = ADMIN_PAGE_SIZE + 3
  const REFUSED = 2
  let ids: number[] = []

  beforeAll(async () => {
    const [product] = (await pickProducts(kit.t.database.db, 1, 10)) as [CatalogueProduct]
    const orderId = await kit.customerOrder(product, { status: 'delivered', paymentStatus: 'paid' })
    const at = new Date('2026-11-20T10:00:00Z')
    const rows = await kit.t.database.db
      .insert(returns)
      .values(
        Array.from({ length: REQUESTED + REFUSED }, (_, i) => ({
          orderId,
          state: i < REFUSED ? ('refused' as const) : ('requested' as const),
          reason: 'damaged' as const,
          lines: [{ line: 0, quantity: 1 }],
          createdAt: new Date(at.getTime() + i * 60_000),
          updatedAt: at,
        })),
      )
      .returning({ id: returns.id })
    ids = rows.map((row) => row.id)
  })

  const page = async (query: string) => {
    const res = await kit.asOwner('GET', `/api/admin/returns${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: { id: number }[]; total: number; page: number; page_size: number }>()
  }

  it('answers a page at a time, newest first, with the total the pager needs', async () => {
    const first = await page('')
    const newestFirst = [...ids].reverse()
    expect(first).toMatchObject({ total: REQUESTED + REFUSED, page: 1, page_size: ADMIN_PAGE_SIZE })
    expect(first.data.map((entry) => entry.id)).toEqual(newestFirst.slice(0, ADMIN_PAGE_SIZE))
    const second = await page('?page=2')
    expect(second.page).toBe(2)
    expect(second.data.map((entry) => entry.id)).toEqual(newestFirst.slice(ADMIN_PAGE_SIZE))
    // Past the end: an empty page, not an error.
    expect((await page('?page=9')).data).toEqual([])
  })

  it('counts and pages within the chosen state', async () => {
    const requested = await page('?state=requested&page=2')
    expect(requested.total).toBe(REQUESTED)
    expect(requested.data).toHaveLength(REQUESTED - ADMIN_PAGE_SIZE)
    const refused = await page('?state=refused')
    expect(refused.total).toBe(REFUSED)
    expect(refused.data.map((entry) => entry.id)).toEqual([ids[1], ids[0]])
  })

  it('refuses a page that is not a page number', async () => {
    for (const query of ['?page=0', '?page=abc', '?page=1.5']) {
      const res = await kit.asOwner('GET', `/api/admin/returns${query}`)
      expect(res.statusCode, query).toBe(400)
    }
  })
})
