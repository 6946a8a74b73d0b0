/**
 * The fields checkout step 1 needs, in the order the gate checks them (docs/product.md §S5). Ward and LGA
 * are marked required on the form but not checked here: choosing a ward sets City.
 */
export const REQUIRED_SHIPPING_FIELDS = [
  { key: 'fullName', label: 'Full Name', verb: 'enter' },
  { key: 'email', label: 'Email', verb: 'enter' },
  { key: 'phone', label: 'Phone Number', verb: 'enter' },
  { key: 'streetAddress', label: 'Street Address', verb: 'enter' },
  // City comes from the ward dropdown and State from its own: the shopper selects them.
  { key: 'city', label: 'City', verb: 'select' },
  { key: 'state', label: 'State', verb: 'select' },
] as const

export type RequiredShippingField = (typeof REQUIRED_SHIPPING_FIELDS)[number]['key']

/** The shipping form's values the gate reads (docs/product.md §S3 Shipping form names). */
export type ShippingGateInput = Partial<Record<RequiredShippingField, string | null>>

export const SHIPPING_GATE_MESSAGES = {
  allRequired: 'Please fill in all required fields',
  offline: 'No internet connection',
} as const

/** 'Please enter your Full Name' … 'Please select your State': names the field verbatim. */
export function missingFieldMessage(field: RequiredShippingField): string {
  const { label, verb } = REQUIRED_SHIPPING_FIELDS.find(({ key }) => key === field) ?? {
    label: field,
    verb: 'enter',
  }
  return `Please ${verb} your ${label}`
}

/** The first required field left empty (blank after trimming counts as empty), or null. */
export function firstMissingShippingField(input: ShippingGateInput): RequiredShippingField | null {
  const missing = REQUIRED_SHIPPING_FIELDS.find(({ key }) => !input[key]?.trim())
  return missing?.key ?? null
}

export type ShippingGate =
  | { ok: true }
  | { ok: false; reason: 'missing'; field: RequiredShippingField; message: string }
  | { ok: false; reason: 'offline'; message: string }

/**
 * Whether the shopper may continue to payment (docs/product.md §S4, §S5). Missing fields come first: the
 * button is disabled with a tooltip naming the field; a complete form offline gets
 * 'No internet connection'.
 */
export function checkShippingStep(input: ShippingGateInput, isOnline: boolean): ShippingGate {
  const field = firstMissingShippingField(input)
  if (field !== null)
    return { ok: false, reason: 'missing', field, message: missingFieldMessage(field) }
  if (!isOnline) return { ok: false, reason: 'offline', message: SHIPPING_GATE_MESSAGES.offline }
  return { ok: true }
}

export const CHECKOUT_STEPS = [1, 2] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/**
 * "Checkout step is 1 or 2, clamped" (docs/product.md §S4). Accepts the step from a deep link as text
 * too; anything that is not a number starts at shipping.
 */
export function clampCheckoutStep(step: number | string | null | undefined): CheckoutStep {
  const value = typeof step === 'string' ? Number.parseInt(step, 10) : step
  if (value == null || !Number.isFinite(value)) return 1
  return value >= 2 ? 2 : 1
}
