import type { AppConfig } from '@scentia/contracts/config'

/**
 * GET /api/config's answer, whole as its contract says (decision 042), for tests' fakes: a
 * sandbox shop without a WhatsApp number or a courier, unless a test says otherwise.
 */
export function buildAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    payment: { provider: 'paystack', mode: 'sandbox', publicKey: null },
    supportEmail: 'support@scentia.ng',
    whatsappNumber: null,
    environment: 'test',
    delivery: { liveQuotes: false },
    ...overrides,
  }
}
