import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { adminContract } from './admin-contract'

/** The owner's low-stock default and gift wrap price (decision 045). */
export interface ShopSettings {
  low_stock_default: number
  gift_wrap_price: number
}

const shopSettingsKey = ['admin', 'settings', 'shop'] as const

/** Both calls answer with the settings as saved (decision 042). */
const settingsAnswerSchema = async () => (await adminContract()).shopSettingsResponseSchema

export function useShopSettings() {
  return useQuery({
    queryKey: shopSettingsKey,
    queryFn: ({ signal }) =>
      apiRequest<ShopSettings & { success: true }>('/admin/settings/shop', {
        signal,
        schema: settingsAnswerSchema,
      }),
  })
}

/** Saves both; the checkout's wrap price and the low-stock list follow at once. */
export function useSaveShopSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (settings: ShopSettings) =>
      apiRequest<ShopSettings & { success: true }>('/admin/settings/shop', {
        method: 'PUT',
        body: settings,
        schema: settingsAnswerSchema,
      }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: shopSettingsKey }),
        client.invalidateQueries({ queryKey: ['checkout', 'gift-options'] }),
        client.invalidateQueries({ queryKey: ['admin', 'products'] }),
      ])
    },
  })
}
