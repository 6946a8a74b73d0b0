import type { z } from 'zod'

/**
 * Characters a person never types on purpose into a name, an address or a message, and that
 * change what the *next* reader sees: names and messages are echoed into mails, the owner's
 * console and other shoppers' screens (a shared wishlist shows its owner's name). See docs/security.md.
 *
 * - control: C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), and the Unicode line and
 *   paragraph separators (U+2028, U+2029): a newline in a name can forge a second line in a
 *   plain-text mail, and NUL or ESC have no business in stored text.
 * - zero-width: U+200B–U+200D, U+2060, U+FEFF — invisible, so "Scentia Support" and
 *   "Scentia\u200BSupport" look the same to the owner while comparing different.
 * - bidi: the embedding/override/isolate controls (U+202A–U+202E, U+2066–U+2069) and the marks
 *   (U+200E, U+200F, U+061C), which reorder what is displayed ("Trojan Source").
 *
 * Multi-line fields (the contact message, a product description) keep line feeds and carriage
 * returns, and nothing else of the control class.
 */
export type UnsafeCharacterKind = 'control' | 'zero-width' | 'bidi'

export interface UnsafeCharacter {
  kind: UnsafeCharacterKind
  /** The code point, for logs and tests ("U+202E"). */
  codePoint: string
  /** Its UTF-16 index in the text. */
  index: number
}

export interface UnsafeTextOptions {
  /** A textarea: line feeds and carriage returns are allowed. */
  multiline?: boolean
}

const ZERO_WIDTH = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff])
const BIDI = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
])
const LINE_BREAKS = new Set([0x0a, 0x0d])

function kindOf(code: number, multiline: boolean): UnsafeCharacterKind | undefined {
  if (ZERO_WIDTH.has(code)) return 'zero-width'
  if (BIDI.has(code)) return 'bidi'
  const isC0 = code <= 0x1f
  const isDelOrC1 = code >= 0x7f && code <= 0x9f
  const isSeparator = code === 0x2028 || code === 0x2029
  if (isC0 && multiline && LINE_BREAKS.has(code)) return undefined
  if (isSeparator && multiline) return undefined
  if (isC0 || isDelOrC1 || isSeparator) return 'control'
  return undefined
}

/** The first character a field must refuse, or undefined when the text is clean. */
export function findUnsafeCharacter(
  text: string,
  options: UnsafeTextOptions = {},
): UnsafeCharacter | undefined {
  const multiline = options.multiline ?? false
  // Every character we refuse is in the Basic Multilingual Plane, so UTF-16 units suffice.
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    const kind = kindOf(code, multiline)
    if (kind) {
      return { kind, codePoint: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`, index }
    }
  }
  return undefined
}

/** What the form and the API say, naming the field ("Full name cannot contain …"). */
export function unsafeCharacterMessage(
  label: string,
  kind: UnsafeCharacterKind,
  options: UnsafeTextOptions = {},
): string {
  switch (kind) {
    case 'control':
      return options.multiline
        ? `${label} cannot contain control characters`
        : `${label} cannot contain line breaks, tabs or control characters`
    case 'zero-width':
      return `${label} cannot contain invisible (zero-width) characters`
    case 'bidi':
      return `${label} cannot contain text-direction control characters`
  }
}

/**
 * A zod check for the shared schemas, so the web forms and the API routes refuse the same text
 * with the same message. Put it *before* `.trim()`: trimming would silently drop a leading
 * U+FEFF or newline, and we would rather say what was wrong than store a quietly edited name.
 */
export function refuseUnsafeCharacters(label: string, options: UnsafeTextOptions = {}) {
  return (value: string, context: z.core.$RefinementCtx<string>): void => {
    const found = findUnsafeCharacter(value, options)
    if (found) {
      context.addIssue({
        code: 'custom',
        message: unsafeCharacterMessage(label, found.kind, options),
        input: value,
      })
    }
  }
}
