import type { GiftRequest } from '@scentia/domain/checkout/gift'
import type { User } from '@scentia/domain/account/user'
import type { CartItem } from '@scentia/domain/cart/cart'
import type { ShippingDetails } from '@scentia/domain/checkout/shipping-details'
import { serverMessage } from '@scentia/domain/http/errors'
import { podEligibility } from '@scentia/domain/payment/pay-on-delivery'
import { POD_PENDING_LABEL } from '@scentia/domain/payment/transfer'
import { useMutation } from '@tanstack/react-query'
import { SHOWROOM } from '@scentia/domain/contact/showroom'
import { PAY_AT_COUNTER_LABEL, type DeliveryMethod } from '@scentia/domain/shipping/pickup'
import { Store, Truck } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { HeadedSection, PANEL_CLASSES } from '../../../components/ui/headed-section'
import { isApiError } from '../../../lib/api-client'
import { usePodSettings } from '../../../lib/pay-on-delivery-settings'
import { placePodOrder } from '../api/pay-on-delivery-api'
import { announcePlaced } from '../hooks/use-payment'

interface PayOnDeliveryOptionProps {
  user: User
  details: ShippingDetails
  items: readonly CartItem[]
  /** What the courier collects: the goods after any promo code, plus delivery. */
  total: number
  /** The applied promo code, if any: the order is placed with it. */
  promoCode?: string
  gift?: GiftRequest | undefined
  disabled: boolean
  /** A pickup is paid at the showroom's counter, in Lagos (decision 046). */
  deliveryMethod: DeliveryMethod
  /** The courier's signed live quote the total includes (docs/decisions/044); null: the table's fee. */
  shippingQuote: string | null
}

/**
 * "Pay on delivery" beside card (docs/product.md §10): offered when the domain's rule allows it, and
 * otherwise the reason, so a shopper in Kano knows why. Nothing at all while it is switched off.
 */
export function PayOnDeliveryOption({
  user,
  details,
  items,
  total,
  promoCode,
  gift,
  disabled,
  deliveryMethod,
  shippingQuote,
}: PayOnDeliveryOptionProps) {
  const atCounter = deliveryMethod === 'pickup'
  const { data: settings } = usePodSettings()
  const place = useMutation({
    mutationFn: () => placePodOrder(items, details, promoCode, gift, deliveryMethod, shippingQuote),
    onSuccess: (answer) => {
      toast.success(answer.message)
      announcePlaced({
        orderNumber: answer.order_id,
        order: answer.order,
        total,
        items: items.reduce((count, item) => count + item.quantity, 0),
        full_name: details.full_name,
        email: details.email,
        phone_number: details.phone_number,
        paymentNotice: POD_PENDING_LABEL,
      })
    },
    onError: (error) => {
      toast.error(
        isApiError(error) ? (serverMessage(error.details) ?? error.message) : 'Order failed',
      )
    },
  })
  if (!settings?.enabled) return null
  const eligibility = podEligibility(settings, {
    state: atCounter ? SHOWROOM.state : details.state,
    totalNaira: total,
    accountVerified: user.verified,
    phoneNumber: details.phone_number,
  })
  return (
    <HeadedSection
      headingId="pod-heading"
      title={atCounter ? PAY_AT_COUNTER_LABEL : 'Pay on delivery'}
      icon={atCounter ? Store : Truck}
      className={`mt-4 ${PANEL_CLASSES}`}
    >
      {eligibility.ok ? (
        <>
          <p className="mt-2 text-sm text-muted">
            {atCounter
              ? 'Pay in cash or by transfer at the showroom when you collect your order.'
              : 'Pay the courier in cash or by transfer when your order arrives.'}
          </p>
          <Button
            className="mt-4"
            variant="outline"
            size="lg"
            disabled={disabled || place.isPending}
            onClick={() => {
              place.mutate()
            }}
          >
            {place.isPending
              ? 'Placing order...'
              : atCounter
                ? PAY_AT_COUNTER_LABEL
                : 'Pay on delivery'}
          </Button>
        </>
      ) : (
        <p role="note" className="mt-2 text-sm text-muted" data-testid="pod-unavailable">
          {eligibility.message}
        </p>
      )}
    </HeadedSection>
  )
}
