import { shopSettingsResponseSchema } from '@scentia/contracts/admin'
import { giftOptionsAnswerSchema } from '@scentia/contracts/checkout'
import { lowStockThresholdSchema } from '@scentia/domain/catalog/low-stock'
import { giftWrapPriceSchema } from '@scentia/domain/checkout/gift'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { ownerOnly } from '../admin/index.js'
import type { ShopExtras } from './shop-settings.repository.js'
import type { ShopSettingsService } from './shop-settings.service.js'

const settingsBody = z.object({
  low_stock_default: lowStockThresholdSchema,
  gift_wrap_price: giftWrapPriceSchema,
})

const wire = (settings: ShopExtras) => ({
  low_stock_default: settings.lowStockDefault,
  gift_wrap_price: settings.giftWrapPrice,
})

/**
 * The owner's low-stock default and gift wrap price (decision 045). The checkout reads the wrap
 * price (public: every shopper sees it); the console reads and saves both.
 */
export const shopSettingsRoutes: FastifyPluginAsyncZod<{ settings: ShopSettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/checkout/gift-options',
    { schema: { response: { 200: giftOptionsAnswerSchema } } },
    async () => ({
      success: true as const,
      gift_wrap_price: (await settings.read()).giftWrapPrice,
    }),
  )

  await app.register(async (owner) => {
    ownerOnly(owner)
    const response = { 200: shopSettingsResponseSchema }
    owner.get('/admin/settings/shop', { schema: { response } }, async () => ({
      success: true as const,
      ...wire(await settings.read()),
    }))
    owner.put(
      '/admin/settings/shop',
      { schema: { body: settingsBody, response } },
      async (request) => {
        const body = settingsBody.parse(request.body)
        const saved = await settings.update(
          { lowStockDefault: body.low_stock_default, giftWrapPrice: body.gift_wrap_price },
          signedInUser(request).id,
        )
        return { success: true as const, ...wire(saved) }
      },
    )
  })
}
