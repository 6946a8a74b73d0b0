import { formatNaira } from '@scentia/domain/money/format'
import { paragraph, renderLayout, renderText, type MailContent } from './layout.js'

export interface BackInStockMailInput {
  productName: string
  brand: string
  price: number
  productUrl: string
}

/**
 * "It's back" (issue 14): sent once per request, so it says why the reader gets it and that no
 * more will follow, which is all an unsubscribe link would have offered.
 */
export function backInStockMail(input: BackInStockMailInput): MailContent {
  const subject = `${input.productName} is back in stock`
  const intro = `${input.productName} by ${input.brand} is back on the shelf at Scentia, at ${formatNaira(input.price)}. Bottles that come back often go quickly.`
  const footnote = `You are receiving this email because you asked us to tell you when ${input.productName} was back in stock. We write only once about it; nothing else will follow.`
  return {
    subject,
    text: renderText([intro, `View it: ${input.productUrl}`, footnote]),
    html: renderLayout({
      preheader: `${input.productName} is back on the shelf.`,
      heading: "It's back in stock",
      body: [paragraph(intro)],
      button: { label: 'View the fragrance', url: input.productUrl },
      footnote,
    }),
  }
}
