import { formatNaira } from '@scentia/domain/money/format'
import { paragraph, renderLayout, renderText, type MailContent } from './layout.js'

export interface BackInStockMailInput {
  productName: string
  brand: string
  /** Integer naira: the full bottle's price, or the size's. */
  price: number
  productUrl: string
  /** The size that came back when it is not the full bottle ("2 ml sample"), named in the mail. */
  size?: string
}

/**
 * "It's back": sent once per request, so it says why the reader gets it and that no
 * more will follow, which is all an unsubscribe link would have offered.
 */
export function backInStockMail(input: BackInStockMailInput): MailContent {
  // A size's mail names the size everywhere the bottle's names the fragrance: the shopper asked
  // about that size, and the full bottle may still be sold out (or was never gone).
  const named = input.size ? `the ${input.size} of ${input.productName}` : input.productName
  const what = input.size ? `The ${input.size} of ${input.productName}` : input.productName
  const subject = `${what} is back in stock`
  const intro = `${what} by ${input.brand} is back on the shelf at Scentia, at ${formatNaira(input.price)}. ${input.size ? 'Sizes' : 'Bottles'} that come back often go quickly.`
  const footnote = `You are receiving this email because you asked us to tell you when ${named} was back in stock. We write only once about it; nothing else will follow.`
  return {
    subject,
    text: renderText([intro, `View it: ${input.productUrl}`, footnote]),
    html: renderLayout({
      preheader: `${what} is back on the shelf.`,
      heading: "It's back in stock",
      body: [paragraph(intro)],
      button: { label: 'View the fragrance', url: input.productUrl },
      footnote,
    }),
  }
}

export interface StockAlertConfirmationMailInput {
  productName: string
  /** The size asked about when it is not the full bottle ("2 ml sample"). */
  size?: string
  confirmUrl: string
}

/**
 * "Confirm your alert": the back-in-stock form is public, so the shop writes to a typed address
 * once, to ask, and mails the alert only if its reader says yes.
 */
export function stockAlertConfirmationMail(input: StockAlertConfirmationMailInput): MailContent {
  const named = input.size ? `the ${input.size} of ${input.productName}` : input.productName
  const subject = `Confirm your alert for ${named}`
  const intro = `Someone, hopefully you, asked Scentia to email this address when ${named} is back in stock. Click the button to confirm, and we will write once when it is.`
  const footnote =
    'If you did not ask for this, ignore this email: without your confirmation we will not write again.'
  return {
    subject,
    text: renderText([intro, `Confirm: ${input.confirmUrl}`, footnote]),
    html: renderLayout({
      preheader: `Confirm your back-in-stock alert for ${named}.`,
      heading: 'Confirm your alert',
      body: [paragraph(intro)],
      button: { label: 'Confirm my alert', url: input.confirmUrl },
      footnote,
    }),
  }
}

export interface LowStockMailInput {
  productName: string
  brand: string
  /** A size other than the full bottle ("2 ml sample"); absent for the bottle. */
  size?: string | undefined
  left: number
  threshold: number
  /** The console's page for the fragrance, where its stock is set. */
  productUrl: string
}

/**
 * The owner's "running low" (decision 045): one per crossing of the fragrance's low-stock level,
 * written with the sale (or edit) that crossed it.
 */
export function lowStockMail(input: LowStockMailInput): MailContent {
  const what = input.size ? `${input.productName} (${input.size})` : input.productName
  const left = input.left === 0 ? 'is sold out' : `is down to ${input.left} left`
  const subject = `Low stock: ${what} ${left}`
  const intro = `${what} by ${input.brand} ${left}, at or below its low-stock level of ${input.threshold}.`
  const footnote =
    'You get one message each time a fragrance falls to its level; restocking above it and selling down again sends another. Change the levels in the console.'
  return {
    subject,
    text: renderText([intro, `Restock it: ${input.productUrl}`, footnote]),
    html: renderLayout({
      preheader: subject,
      heading: 'Running low',
      body: [paragraph(intro)],
      button: { label: 'Open it in the console', url: input.productUrl },
      footnote,
    }),
  }
}
