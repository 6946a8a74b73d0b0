import type { z } from 'zod'
import { GENDERS, INTENSITIES, SCENT_FAMILIES } from '../catalog/product'
import { isSampleLabel, millilitresInLabel } from '../catalog/size-label'
import {
  productInputSchema,
  sizeInputSchema,
  type ProductInput,
  type SizeInput,
} from './product-input'

/**
 * The catalogue as one CSV file (docs/product.md §11): one row per product, UTF-8, a header row
 * (line 1), these columns. `sizes` holds the sizes other than the full bottle as
 * `label:price:stock` joined by `;`; each tier of notes is joined by `;`. The rows are checked
 * with the console's own product and size rules (`productInputSchema`, `sizeInputSchema`), so a
 * file can hold nothing the product form would refuse. See docs/decisions/031.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'productId',
  'name',
  'brand',
  'family',
  'gender',
  'intensity',
  'size',
  'price',
  'stock',
  'notes_top',
  'notes_heart',
  'notes_base',
  'description',
  'best_seller',
  'gift_set',
  'travel_size',
  'retired',
  'sizes',
] as const
export type CatalogueColumn = (typeof CATALOGUE_CSV_COLUMNS)[number]
export type CatalogueCells = Record<CatalogueColumn, string>

/** A size other than the full bottle, as a file row carries it. */
export interface CatalogueSize {
  label: string
  price: number
  stock: number
}

/** One product as a file row describes it (and as the shop's own product reads for a compare). */
export interface CatalogueRow {
  /** The product's stable id; '' in a file row adds a new product. */
  productId: string
  product: ProductInput
  retired: boolean
  sizes: CatalogueSize[]
}

export interface CatalogueProblem {
  /** The column the problem is in; '' when it is the row as a whole. */
  column: CatalogueColumn | ''
  message: string
}

/** One problem of an import as the answer carries it: line 1 is the header. */
export interface CatalogueImportError {
  line: number
  column: string
  message: string
}

/** POST /api/admin/products/import's answer (docs/product.md §11). */
export interface CatalogueImportResponse {
  success: boolean
  message: string
  dry_run: boolean
  created: number
  updated: number
  unchanged: number
  errors: CatalogueImportError[]
}

/**
 * The largest file the import reads. The seeded products export at about 350 bytes a row (a
 * sample size included), so 20,000 are about 7 MB; 32 MB leaves room for descriptions four times
 * as long without letting one request hold the process's memory. See docs/decisions/031.
 */
export const CATALOGUE_IMPORT_MAX_BYTES = 32 * 1024 * 1024

/** At most this many problems are listed; the message says how many there were in all. */
export const CATALOGUE_IMPORT_MAX_ERRORS = 500

export const CATALOGUE_FILE_TOO_LARGE_MESSAGE =
  'This file is larger than 32 MB. Split it into smaller files and import each one.'
export const CATALOGUE_NOT_CSV_MESSAGE =
  'Choose a CSV file (like the one Export gives you) and try again.'

/** Where each of the product form's fields sits in the file. */
const FIELD_COLUMNS: Record<string, CatalogueColumn> = {
  name: 'name',
  brand: 'brand',
  description: 'description',
  price: 'price',
  stock: 'stock',
  gender: 'gender',
  size: 'size',
  type: 'family',
  intensity: 'intensity',
  'notes.top': 'notes_top',
  'notes.heart': 'notes_heart',
  'notes.base': 'notes_base',
  best_seller: 'best_seller',
  gift_set: 'gift_set',
  travel_size: 'travel_size',
}

/** The values a choice column takes, named in its message so the owner can fix the cell. */
const CHOICES: Partial<Record<CatalogueColumn, readonly string[]>> = {
  family: SCENT_FAMILIES,
  gender: GENDERS,
  intensity: INTENSITIES,
}

const TEXT_COLUMNS = new Set<CatalogueColumn>([
  'name',
  'brand',
  'size',
  'description',
  'notes_top',
  'notes_heart',
  'notes_base',
  'sizes',
])

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula, so a
 * product named "=HYPERLINK(…)" would act on the owner's computer when the export is opened
 * (CSV injection, docs/security.md). Such text is written with a leading apostrophe, which
 * spreadsheets show as text, and the import takes the apostrophe off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

function unescapeFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text
}

const formatBoolean = (value: boolean) => (value ? 'true' : 'false')

/** `label:price:stock` joined by `;`, in the order given (the shop lists them smallest first). */
export function formatCatalogueSizes(sizes: readonly CatalogueSize[]): string {
  return sizes.map((size) => `${size.label}:${size.price}:${size.stock}`).join(';')
}

/** A product as one row of the export. */
export function catalogueCells(row: CatalogueRow): CatalogueCells {
  const { product } = row
  const cells: CatalogueCells = {
    productId: row.productId,
    name: product.name,
    brand: product.brand,
    family: product.type,
    gender: product.gender,
    intensity: product.intensity,
    size: product.size,
    price: String(product.price),
    stock: String(product.stock),
    notes_top: product.notes.top.join(';'),
    notes_heart: product.notes.heart.join(';'),
    notes_base: product.notes.base.join(';'),
    description: product.description,
    best_seller: formatBoolean(product.best_seller),
    gift_set: formatBoolean(product.gift_set),
    travel_size: formatBoolean(product.travel_size),
    retired: formatBoolean(row.retired),
    sizes: formatCatalogueSizes(row.sizes),
  }
  for (const column of TEXT_COLUMNS) cells[column] = escapeFormula(cells[column])
  return cells
}

/**
 * Problems with the header row: every column once, none unknown. Columns may come in any order
 * (a spreadsheet may have moved them); an empty trailing header cell is ignored.
 */
export function catalogueHeaderProblems(header: readonly string[]): CatalogueProblem[] {
  const names = header.map((cell) => cell.trim())
  const problems: CatalogueProblem[] = []
  for (const name of names) {
    if (name !== '' && !(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name)) {
      problems.push({
        column: '',
        message: `"${name}" is not a column of the catalogue file. The columns are: ${CATALOGUE_CSV_COLUMNS.join(', ')}`,
      })
    }
  }
  for (const column of CATALOGUE_CSV_COLUMNS) {
    const count = names.filter((name) => name === column).length
    if (count === 0)
      problems.push({ column, message: `The header row has no "${column}" column. Add it.` })
    if (count > 1)
      problems.push({ column, message: `The header row names "${column}" twice. Keep one.` })
  }
  return problems
}

/** Digits, with thousands separators as a spreadsheet may write them; anything else stays text. */
function wholeNumberCell(cell: string): number | string | undefined {
  const compact = cell.trim().replace(/[,\s]/g, '')
  if (compact === '') return undefined
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : cell
}

const TRUE_WORDS = new Set(['true', 'yes', '1'])
const FALSE_WORDS = new Set(['false', 'no', '0', ''])

function booleanCell(cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  return undefined
}

/** A choice written in any case ("woody") is the choice ("Woody"). */
function choiceCell(cell: string, choices: readonly string[]): string {
  const word = cell.trim().toLowerCase()
  return choices.find((choice) => choice.toLowerCase() === word) ?? cell.trim()
}

function notesCell(cell: string): string[] {
  return cell
    .split(';')
    .map((note) => note.trim())
    .filter((note) => note !== '')
}

const SIZE_FORMAT_MESSAGE =
  'Write each size as label:price:stock, sizes separated by ";" (for example "2 ml sample:1500:40")'

/** The `sizes` cell: each `label:price:stock` checked with the size form's own rules. */
export function parseCatalogueSizes(
  cell: string,
): { ok: true; sizes: CatalogueSize[] } | { ok: false; message: string } {
  const sizes: CatalogueSize[] = []
  const entries = cell
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  for (const entry of entries) {
    const parts = entry.split(':')
    // From the right: a label may hold a colon of its own ("Travel: 10 ml"), the figures cannot.
    if (parts.length < 3) return { ok: false, message: SIZE_FORMAT_MESSAGE }
    const stock = wholeNumberCell(parts.pop() ?? '')
    const price = wholeNumberCell(parts.pop() ?? '')
    const checked = sizeInputSchema
      .pick({ label: true, price: true, stock: true })
      .safeParse({ label: parts.join(':'), price, stock })
    if (!checked.success) {
      const issue = checked.error.issues[0]
      return { ok: false, message: `${entry}: ${issue?.message ?? SIZE_FORMAT_MESSAGE}` }
    }
    if (sizes.some((size) => size.label === checked.data.label))
      return { ok: false, message: `The size "${checked.data.label}" is listed twice` }
    sizes.push(checked.data)
  }
  return { ok: true, sizes }
}

function issueColumn(issue: z.core.$ZodIssue): CatalogueColumn | '' {
  const [first, second] = issue.path
  const key = first === 'notes' && typeof second === 'string' ? `notes.${second}` : String(first)
  return FIELD_COLUMNS[key] ?? ''
}

function issueMessage(issue: z.core.$ZodIssue, column: CatalogueColumn | ''): string {
  const choices = column === '' ? undefined : CHOICES[column]
  return choices ? `${issue.message}: use ${choices.join(', ')}` : issue.message
}

/**
 * One data row of the file, checked: the product form's rules for the full bottle, the size
 * form's for the other sizes, true/false for the flags. Every problem is named by its column.
 */
export function parseCatalogueRow(
  cells: CatalogueCells,
): { ok: true; row: CatalogueRow } | { ok: false; problems: CatalogueProblem[] } {
  const text = (column: CatalogueColumn) => unescapeFormula(cells[column])
  const problems: CatalogueProblem[] = []
  const flags: Partial<Record<CatalogueColumn, boolean>> = {}
  for (const column of ['best_seller', 'gift_set', 'travel_size', 'retired'] as const) {
    const value = booleanCell(cells[column])
    if (value === undefined)
      problems.push({ column, message: 'Write true or false (or leave it empty for false)' })
    else flags[column] = value
  }
  const checked = productInputSchema.safeParse({
    name: text('name'),
    brand: text('brand'),
    description: text('description'),
    price: wholeNumberCell(cells.price),
    stock: wholeNumberCell(cells.stock),
    gender: choiceCell(cells.gender, GENDERS),
    size: text('size'),
    type: choiceCell(cells.family, SCENT_FAMILIES),
    intensity: choiceCell(cells.intensity, INTENSITIES),
    notes: {
      top: notesCell(text('notes_top')),
      heart: notesCell(text('notes_heart')),
      base: notesCell(text('notes_base')),
    },
    best_seller: flags.best_seller ?? false,
    gift_set: flags.gift_set ?? false,
    travel_size: flags.travel_size ?? false,
  })
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const column = issueColumn(issue)
      // One problem per cell is enough to fix it: the first the form would show.
      if (!problems.some((problem) => problem.column === column))
        problems.push({ column, message: issueMessage(issue, column) })
    }
  }
  const sizes = parseCatalogueSizes(text('sizes'))
  if (!sizes.ok) problems.push({ column: 'sizes', message: sizes.message })
  if (problems.length > 0 || !checked.success || !sizes.ok) return { ok: false, problems }
  return {
    ok: true,
    row: {
      productId: cells.productId.trim(),
      product: checked.data,
      retired: flags.retired ?? false,
      sizes: sizes.sizes,
    },
  }
}

/**
 * A size the shop does not have yet, as the console's size form would save it: its millilitres
 * and whether it is a sample are read from its label, so the label must name its millilitres.
 */
export function newCatalogueSize(
  size: CatalogueSize,
): { ok: true; size: SizeInput } | { ok: false; message: string } {
  const ml = millilitresInLabel(size.label)
  if (ml === 0)
    return {
      ok: false,
      message: `Name the millilitres in the new size "${size.label}" (for example "10 ml travel spray")`,
    }
  const checked = sizeInputSchema.safeParse({ ...size, ml, is_sample: isSampleLabel(size.label) })
  if (!checked.success)
    return { ok: false, message: `${size.label}: ${checked.error.issues[0]?.message ?? ''}` }
  return { ok: true, size: checked.data }
}

/** Sizes compare by label; their order in the cell does not matter. */
function sizesKey(sizes: readonly CatalogueSize[]): string {
  return JSON.stringify(
    [...sizes]
      .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
      .map((size) => [size.label, size.price, size.stock]),
  )
}

/** Whether a file row would change nothing about the product as the shop holds it. */
export function isSameCatalogueRow(
  current: Omit<CatalogueRow, 'productId'>,
  incoming: Omit<CatalogueRow, 'productId'>,
): boolean {
  return (
    current.retired === incoming.retired &&
    JSON.stringify(productKey(current.product)) === JSON.stringify(productKey(incoming.product)) &&
    sizesKey(current.sizes) === sizesKey(incoming.sizes)
  )
}

/** The product's fields in one fixed order, so two readings compare as JSON. */
function productKey(product: ProductInput): unknown[] {
  return [
    product.name,
    product.brand,
    product.description,
    product.price,
    product.stock,
    product.gender,
    product.size,
    product.type,
    product.intensity,
    product.notes.top,
    product.notes.heart,
    product.notes.base,
    product.best_seller,
    product.gift_set,
    product.travel_size,
  ]
}

/** What the import answers in words, for the console's notice. */
export function catalogueImportMessage(
  result: Pick<CatalogueImportResponse, 'dry_run' | 'created' | 'updated' | 'unchanged'> & {
    errorCount: number
  },
): string {
  if (result.errorCount > 0) {
    const problems = `${result.errorCount} ${result.errorCount === 1 ? 'problem' : 'problems'}`
    const shown =
      result.errorCount > CATALOGUE_IMPORT_MAX_ERRORS
        ? ` (the first ${CATALOGUE_IMPORT_MAX_ERRORS} are listed)`
        : ''
    return `Nothing was imported: the file has ${problems}${shown}. Fix them and try again.`
  }
  const counts = `${result.created} new, ${result.updated} changed, ${result.unchanged} unchanged`
  return result.dry_run
    ? `Ready to import: ${counts}. Nothing has been changed yet.`
    : `Imported: ${counts}.`
}
