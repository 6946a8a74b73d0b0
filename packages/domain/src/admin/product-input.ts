import { z } from 'zod'
import { GENDERS, INTENSITIES, SCENT_FAMILIES } from '../catalog/product'
import { refuseUnsafeCharacters, type UnsafeTextOptions } from '../text/unsafe-characters'
import { lowStockThresholdSchema } from '../catalog/low-stock'

/** Field limits of the owner's product form; the API refuses anything longer (no 500s). */
export const PRODUCT_LIMITS = {
  name: 120,
  brand: 80,
  description: 2_000,
  /** A gift set's contents fit ("2 × 50ml + 100ml lotion", as the seed names them). */
  size: 40,
  note: 40,
  notesPerTier: 8,
  /** ₦50,000,000: far above any bottle, low enough that totals stay safe integers. */
  price: 50_000_000,
  stock: 100_000,
} as const

// Product text reaches every shopper and their order mails: no invisible or control text.
const text = (label: string, max: number, options: UnsafeTextOptions = {}) =>
  z
    .string({ error: `${label} is required` })
    .superRefine(refuseUnsafeCharacters(label, options))
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

const notesTier = z
  .array(
    z
      .string()
      .superRefine(refuseUnsafeCharacters('A note'))
      .trim()
      .min(1, 'A note cannot be empty')
      .max(PRODUCT_LIMITS.note, `A note must be at most ${PRODUCT_LIMITS.note} characters`),
  )
  .max(PRODUCT_LIMITS.notesPerTier, `At most ${PRODUCT_LIMITS.notesPerTier} notes per tier`)

/** POST /api/admin/products and the console's product form (the same rules on both sides). */
export const productInputSchema = z.object({
  name: text('Name', PRODUCT_LIMITS.name),
  brand: text('Brand', PRODUCT_LIMITS.brand),
  description: text('Description', PRODUCT_LIMITS.description, { multiline: true }),
  price: z
    .number({ error: 'Price must be a number' })
    .int('Price must be whole naira')
    .min(1, 'Price must be at least ₦1')
    .max(PRODUCT_LIMITS.price, 'Price is too high'),
  stock: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(PRODUCT_LIMITS.stock, 'Stock is too high'),
  gender: z.enum(GENDERS, { error: 'Choose who it is for' }),
  size: text('Size', PRODUCT_LIMITS.size),
  type: z.enum(SCENT_FAMILIES, { error: 'Choose a scent family' }),
  intensity: z.enum(INTENSITIES, { error: 'Choose an intensity' }),
  notes: z.object({ top: notesTier, heart: notesTier, base: notesTier }),
  best_seller: z.boolean(),
  gift_set: z.boolean(),
  travel_size: z.boolean(),
  /** The fragrance's own low-stock level; null or absent: the shop-wide default (decision 045). */
  low_stock_threshold: lowStockThresholdSchema.nullable().optional(),
})
export type ProductInput = z.output<typeof productInputSchema>

/** PATCH /api/admin/products/{id}: any subset (set stock, mark best seller, fix a typo). */
export const productPatchSchema = productInputSchema.partial()
export type ProductPatch = z.output<typeof productPatchSchema>

/** The slug's own limit: Fastify's router refuses longer path parameters. */
const SLUG_MAX_LENGTH = 80

/**
 * The stable `productId` of /shop/product/{productId} from a name and size, as the seed writes
 * them: `Oud al Lagos`, `100ml` → `oud-al-lagos-100ml`. Accents are folded, everything else that
 * is not a letter or digit becomes one hyphen.
 */
export function productSlug(name: string, size: string): string {
  const slug = `${name} ${size}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '')
  return slug === '' ? 'product' : slug
}

/** The first free slug: `base`, then `base-2`, `base-3`… (`taken` holds the slugs in use). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}

/** Limits of a size other than the full bottle (decision 019). */
export const SIZE_LIMITS = {
  label: 30,
  /** A litre: far above any bottle. */
  ml: 1_000,
} as const

/**
 * POST /api/admin/products/{id}/sizes and the console's size form: a size other than the full
 * bottle (the full bottle is the product's own price, stock and size).
 */
export const sizeInputSchema = z.object({
  label: text('Label', SIZE_LIMITS.label),
  ml: z
    .number({ error: 'Millilitres must be a number' })
    .int('Millilitres must be a whole number')
    .min(1, 'Millilitres must be at least 1')
    .max(SIZE_LIMITS.ml, `Millilitres must be at most ${SIZE_LIMITS.ml}`),
  price: productInputSchema.shape.price,
  stock: productInputSchema.shape.stock,
  is_sample: z.boolean(),
})
export type SizeInput = z.output<typeof sizeInputSchema>

/** PATCH /api/admin/products/{id}/sizes/{sizeId}: any subset. */
export const sizePatchSchema = sizeInputSchema.partial()
export type SizePatch = z.output<typeof sizePatchSchema>

/** Two size labels name the same size when they differ only in case or spaces ("2ml Sample"). */
function sizeLabelKey(label: string): string {
  return label.replace(/\s+/g, '').toLowerCase()
}

/**
 * The size among `others` (the fragrance's other labels, its full bottle's `size` included) that
 * `label` would repeat, if any: a shopper choosing between two "2 ml sample"s cannot tell which
 * is which, nor can a cart line or an order.
 */
export function repeatedSizeLabel(label: string, others: readonly string[]): string | undefined {
  const key = sizeLabelKey(label)
  return others.find((other) => sizeLabelKey(other) === key)
}

/** The console's refusal of a repeated size label. */
export function repeatedSizeMessage(existing: string): string {
  return `This fragrance already has a size called “${existing}”. Give the new size another name, or edit that one.`
}
