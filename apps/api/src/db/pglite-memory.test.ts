import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openTestDatabase, testEngine } from '../test/build-test-app.js'
import { PGLITE_SHARED_BUFFERS } from './client.js'

/**
 * PGlite writes its whole buffer pool into the process's WASM memory at start, and WASM memory
 * is never given back: PostgreSQL's default 128 MB sat in the shop's RSS (docs/decisions/039).
 */
describe.skipIf(testEngine !== 'pglite')('the embedded database', () => {
  it('starts with the small buffer pool, not PostgreSQL’s 128 MB', async () => {
    const database = await openTestDatabase()
    try {
      const result: unknown = await database.db.execute(sql`show shared_buffers`)
      // Both drivers (pg and PGlite) answer a raw statement with its rows under `rows`.
      const { rows } = result as { rows: { shared_buffers: string }[] }
      expect(rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS)
    } finally {
      await database.close()
    }
  })
})
