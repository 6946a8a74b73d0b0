import { escapeHtml } from './html.js'

/** The shop's palette (apps/web/src/styles.css), inlined: mail clients ignore style sheets. */
export const MAIL_COLORS = {
  ink: '#1c1917',
  gold: '#b08d4a',
  goldDeep: '#7a5c24',
  cream: '#faf7f2',
  sand: '#f2ece2',
  line: '#e6ded0',
  muted: '#57534e',
} as const

const SERIF = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif"
const SANS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

export interface MailContent {
  subject: string
  text: string
  html: string
}

export interface LayoutInput {
  /** The preview line mail apps show beside the subject. */
  preheader: string
  heading: string
  /** Pre-built, already escaped HTML blocks (use paragraph() and friends). */
  body: string[]
  button?: { label: string; url: string }
  /** Small print under the button: why they got this mail, how long a link lasts. */
  footnote?: string
}

export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-family:${SANS};font-size:15px;line-height:1.6;color:${MAIL_COLORS.ink};">${escapeHtml(text)}</p>`
}

/** A sentence followed by a link, for a second destination beside the mail's one button. */
export function linkParagraph(text: string, label: string, url: string): string {
  return `<p style="margin:0 0 16px;font-family:${SANS};font-size:15px;line-height:1.6;color:${MAIL_COLORS.ink};">${escapeHtml(text)} <a href="${escapeHtml(url)}" style="color:${MAIL_COLORS.goldDeep};">${escapeHtml(label)}</a></p>`
}

/** A label and value table (order lines, totals), values right-aligned. */
export function detailRows(rows: { label: string; value: string; strong?: boolean }[]): string {
  const cells = rows
    .map(
      ({ label, value, strong }) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid ${MAIL_COLORS.line};font-family:${SANS};font-size:14px;color:${MAIL_COLORS.muted};">${escapeHtml(label)}</td>` +
        `<td align="right" style="padding:8px 0;border-bottom:1px solid ${MAIL_COLORS.line};font-family:${SANS};font-size:14px;color:${MAIL_COLORS.ink};${strong ? 'font-weight:700;' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse;">${cells}</table>`
}

/** A quoted value the shopper may need to copy: a tracking number, an order id. */
export function highlight(label: string, value: string): string {
  return (
    `<div style="margin:0 0 20px;padding:14px 16px;background:${MAIL_COLORS.sand};border-left:3px solid ${MAIL_COLORS.gold};">` +
    `<div style="font-family:${SANS};font-size:12px;letter-spacing:0.08em;text-transform:uppercase;color:${MAIL_COLORS.muted};">${escapeHtml(label)}</div>` +
    `<div style="font-family:${SERIF};font-size:20px;color:${MAIL_COLORS.ink};margin-top:4px;">${escapeHtml(value)}</div></div>`
  )
}

/**
 * The Scentia mail: cream page, white card, the wordmark in serif with a gold rule, one gold
 * button. Table layout and inline styles, because that is what Gmail and Outlook render.
 */
export function renderLayout(input: LayoutInput): string {
  const button = input.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="background:${MAIL_COLORS.ink};border-radius:999px;">` +
      `<a href="${escapeHtml(input.button.url)}" style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:15px;font-weight:600;color:${MAIL_COLORS.cream};text-decoration:none;letter-spacing:0.02em;">${escapeHtml(input.button.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-family:${SANS};font-size:12px;line-height:1.6;color:${MAIL_COLORS.muted};">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(input.button.url)}" style="color:${MAIL_COLORS.goldDeep};word-break:break-all;">${escapeHtml(input.button.url)}</a></p>`
    : ''
  const footnote = input.footnote
    ? `<p style="margin:16px 0 0;font-family:${SANS};font-size:12px;line-height:1.6;color:${MAIL_COLORS.muted};">${escapeHtml(input.footnote)}</p>`
    : ''
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.heading)}</title></head>
<body style="margin:0;padding:0;background:${MAIL_COLORS.cream};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${MAIL_COLORS.cream};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td align="center" style="padding:0 0 24px;">
<div style="font-family:${SERIF};font-size:30px;letter-spacing:0.18em;color:${MAIL_COLORS.ink};">SCENTIA</div>
<div style="width:48px;height:2px;background:${MAIL_COLORS.gold};margin:10px auto 0;"></div>
</td></tr>
<tr><td style="background:#ffffff;border:1px solid ${MAIL_COLORS.line};border-radius:12px;padding:32px 28px;">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:24px;font-weight:normal;color:${MAIL_COLORS.ink};">${escapeHtml(input.heading)}</h1>
${input.body.join('\n')}
${button}
${footnote}
</td></tr>
<tr><td align="center" style="padding:24px 0 0;font-family:${SANS};font-size:12px;line-height:1.6;color:${MAIL_COLORS.muted};">
Scentia · Fragrances delivered across Nigeria
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`
}

/** The plain-text twin: the same words, the link written out. */
export function renderText(lines: (string | undefined)[]): string {
  return `${lines.filter((line) => line !== undefined).join('\n\n')}\n\n— Scentia\n`
}

/** "Hello Ada,": a mail greets the reader by the first word of their name only. */
export function greeting(fullName: string): string {
  return `Hello ${fullName.trim().split(/\s+/)[0] ?? ''},`.replace(' ,', ',')
}

export interface GreetedMailInput {
  fullName: string
  subject: string
  preheader: string
  heading: string
  /** What the mail says after the greeting, one paragraph each. */
  paragraphs: string[]
  button: { label: string; url: string }
  /** The button in the plain-text twin: the link written out, with its words when it has any. */
  textLink: string
  footnote: string
}

/**
 * A mail that greets the reader, says its piece and offers one button (the account mails): the
 * HTML and its plain-text twin built from the same words, so the two never drift apart.
 */
export function greetedMail(input: GreetedMailInput): MailContent {
  const hello = greeting(input.fullName)
  return {
    subject: input.subject,
    text: renderText([hello, ...input.paragraphs, input.textLink, input.footnote]),
    html: renderLayout({
      preheader: input.preheader,
      heading: input.heading,
      body: [hello, ...input.paragraphs].map(paragraph),
      button: input.button,
      footnote: input.footnote,
    }),
  }
}
