import { ThankYouPage } from '../../features/checkout/components/thank-you-page'

export function ThankYouRoute() {
  return <ThankYouPage />
}
