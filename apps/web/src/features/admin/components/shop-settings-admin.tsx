import { lowStockThresholdSchema } from '@scentia/domain/catalog/low-stock'
import { giftWrapPriceSchema } from '@scentia/domain/checkout/gift'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { isApiError } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useSaveShopSettings, useShopSettings } from '../api/admin-shop-settings'
import { NumberField } from './console-field'

/**
 * The shop-wide low-stock level (a fragrance's own wins) and the gift wrap price, 0 meaning not
 * offered (decision 045). The same domain rules as the API.
 */
export function ShopSettingsPanel() {
  const { data: settings } = useShopSettings()
  const save = useSaveShopSettings()
  const [draft, setDraft] = useState<{ low: string; wrap: string } | null>(null)
  const [errors, setErrors] = useState<{ low?: string | undefined; wrap?: string | undefined }>({})
  if (!settings) return null
  const shown = draft ?? {
    low: String(settings.low_stock_default),
    wrap: String(settings.gift_wrap_price),
  }
  return (
    <section
      aria-labelledby="shop-settings"
      className="mb-6 rounded-2xl border border-line bg-white p-5 text-sm"
    >
      <h2 id="shop-settings" className="font-serif text-xl">
        Low stock and gift wrap
      </h2>
      <p className="mt-1 text-muted">
        You get one email and text when a fragrance or size falls to its low-stock level. Gift wrap
        at 0 is not offered at checkout.
      </p>
      <form
        className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const low = lowStockThresholdSchema.safeParse(Number(shown.low))
          const wrap = giftWrapPriceSchema.safeParse(Number(shown.wrap))
          const blank = (text: string) => text.trim() === ''
          setErrors({
            low:
              low.success && !blank(shown.low)
                ? undefined
                : (low.error?.issues[0]?.message ?? 'Enter a whole number'),
            wrap:
              wrap.success && !blank(shown.wrap)
                ? undefined
                : (wrap.error?.issues[0]?.message ?? 'Enter a whole number'),
          })
          if (!low.success || !wrap.success || blank(shown.low) || blank(shown.wrap)) return
          save.mutate(
            { low_stock_default: low.data, gift_wrap_price: wrap.data },
            {
              onSuccess: () => {
                setDraft(null)
                toast.success('Settings saved')
              },
              onError: (error) => {
                toast.error(isApiError(error) ? error.message : 'Could not save the settings')
              },
            },
          )
        }}
      >
        <NumberField
          label="Default low-stock level"
          id="shop-low-stock-default"
          min={0}
          value={shown.low}
          error={errors.low}
          onChange={(event) => {
            setDraft({ ...shown, low: event.target.value })
          }}
        />
        <NumberField
          label="Gift wrap price (₦)"
          id="shop-gift-wrap-price"
          min={0}
          value={shown.wrap}
          error={errors.wrap}
          onChange={(event) => {
            setDraft({ ...shown, wrap: event.target.value })
          }}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </section>
  )
}
