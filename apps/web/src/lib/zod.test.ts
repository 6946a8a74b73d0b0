import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { stockAlertRequestSchema } from '@scentia/domain/catalog/stock-alert'

// The web build resolves `zod` to src/lib/zod.ts (vite.config.ts), which installs the domain's
// sentences as zod's messages; nothing else does (the shell no longer imports a config, and the
// test set-up does not either), so these fail if the alias goes.
describe('zod in the web build', () => {
  it("speaks the domain's sentences, not zod's developer messages", () => {
    const result = z.object({ quantity: z.number().int() }).safeParse({ quantity: 1.5 })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Quantity must be a whole number.')
  })

  it("reaches the domain's own schemas too", () => {
    const result = stockAlertRequestSchema.safeParse({ email: 'ada@example.com', size_id: 1.5 })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/ must be a whole number\.$/)
  })
})
