import { z } from 'zod'

/**
 * GET /api/config: the runtime settings one build needs in every environment (docs/product.md
 * §2), declared once for the API's serializer and the storefront's check (decision 042).
 */
export const appConfigSchema = z.object({
  payment: z.object({
    provider: z.literal('paystack'),
    mode: z.enum(['sandbox', 'test', 'live']),
    publicKey: z.string().nullable(),
  }),
  supportEmail: z.string(),
  /** The shop's WhatsApp number, E.164; null hides every WhatsApp link. */
  whatsappNumber: z.string().nullable(),
  environment: z.string(),
  /** A courier is connected: checkout shows its live, signed quote (decision 044). */
  delivery: z.object({ liveQuotes: z.boolean() }),
})

export type AppConfig = z.infer<typeof appConfigSchema>
